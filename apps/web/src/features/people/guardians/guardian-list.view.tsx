import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { Confirm } from '../../../components/confirm.tsx';
import { Icon } from '../../../components/icons.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { PeopleToolbar } from '../people-toolbar.tsx';
import type { Guardian } from './guardians.api.ts';

type Child = Guardian['children'][number];

const relationshipLabel: Record<Child['relationship'], string> = {
  mother: 'Mother',
  father: 'Father',
  guardian: 'Guardian',
  sponsor: 'Sponsor',
};

/** A guardian's children, each with the relationship, fee contact and (to managers) unlink. */
export function GuardianChildren({
  guardian,
  onUnlink,
  busy,
}: {
  guardian: Guardian;
  onUnlink?: (child: Child) => void;
  busy?: string | null;
}) {
  if (guardian.children.length === 0) {
    return (
      <Text size="1" color="gray">
        No child linked
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="1">
      {guardian.children.map((c) => (
        <Flex key={c.student_id} gap="2" align="center" wrap="wrap">
          <Text size="2">{c.student_fullname}</Text>
          <Text size="1" color="gray">
            {[c.class_name, c.sub_class].filter(Boolean).join(' ') || '—'} ·{' '}
            {relationshipLabel[c.relationship]}
          </Text>
          {c.fee_contact && <Badge color="amber">Fee contact</Badge>}
          {onUnlink && (
            <Confirm
              title={`Unlink ${guardian.firstname} ${guardian.surname} from ${c.student_fullname}?`}
              description="They stop seeing this child’s results and fees at once. The child’s records are kept."
              confirmLabel="Unlink"
              color="red"
              onConfirm={() => onUnlink(c)}
            >
              <Button
                size="1"
                variant="ghost"
                color="red"
                loading={busy === c.student_id}
                aria-label={`Unlink ${c.student_fullname}`}
              >
                Unlink
              </Button>
            </Confirm>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

export function GuardianContacts({ guardian }: { guardian: Guardian }) {
  return (
    <Flex direction="column">
      <Text size="2">{guardian.phone ?? '—'}</Text>
      {guardian.email && (
        <Text size="1" color="gray">
          {guardian.email}
        </Text>
      )}
      {guardian.whatsapp && (
        <Text size="1" color="gray">
          WhatsApp {guardian.whatsapp}
        </Text>
      )}
    </Flex>
  );
}

export const SignedIn = ({ guardian }: { guardian: Guardian }) =>
  guardian.signed_in ? <Badge color="green">Signed in</Badge> : <Badge color="gray">Invited</Badge>;

export interface GuardianListViewProps {
  rows: Loadable<Guardian[]>;
  meta: PageInfo | null;
  search: string;
  /** Admin, principal, superadmin: add, edit, link, unlink, invite. A bursar only reads. */
  canManage: boolean;
  /** The guardian (or `guardianId:studentId` link) a change is under way for. */
  busy: string | null;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onAdd: () => void;
  onEdit: (guardian: Guardian) => void;
  onLink: (guardian: Guardian) => void;
  onUnlink: (guardian: Guardian, child: Child) => void;
  onInvite: (guardian: Guardian) => void;
  onRetry?: () => void;
}

/** The school's parents and guardians: their children, contacts and whether they signed in. */
export function GuardianListView(props: GuardianListViewProps) {
  const { rows, meta, search, canManage, busy } = props;
  const add = canManage ? (
    <Button onClick={props.onAdd}>
      <Icon name="plus" size={16} /> Add guardian
    </Button>
  ) : null;
  return (
    <Flex direction="column" gap="4">
      <PeopleToolbar
        search={search}
        onSearch={props.onSearch}
        placeholder="Search by name, e-mail or phone"
      >
        {add}
      </PeopleToolbar>
      <RecordTable
        label="Guardians"
        rows={rows}
        rowKey={(g) => g.id}
        onRetry={props.onRetry}
        empty={
          search
            ? {
                title: 'No guardians match',
                description: `Nobody matches “${search}”. Try another name, e-mail or phone.`,
                icon: 'search',
              }
            : {
                title: 'No guardians yet',
                description:
                  'Add parents here, from a student’s page, or with the guardian columns of the student import.',
                action: add,
                icon: 'people',
              }
        }
        columns={[
          {
            key: 'name',
            header: 'Guardian',
            render: (g) => (
              <Flex direction="column" minWidth="0">
                <Text weight="medium" truncate>
                  {g.surname} {g.firstname}
                </Text>
                <Text size="1" color="gray">
                  {g.username}
                </Text>
              </Flex>
            ),
          },
          {
            key: 'children',
            header: 'Children',
            render: (g) => (
              <GuardianChildren
                guardian={g}
                busy={busy?.startsWith(`${g.id}:`) ? busy.slice(g.id.length + 1) : null}
                onUnlink={canManage ? (c) => props.onUnlink(g, c) : undefined}
              />
            ),
          },
          { key: 'contacts', header: 'Contacts', render: (g) => <GuardianContacts guardian={g} /> },
          { key: 'status', header: 'Status', render: (g) => <SignedIn guardian={g} />, wide: true },
        ]}
        rowActions={
          canManage
            ? (g) => (
                <>
                  <Button
                    size="1"
                    variant="soft"
                    onClick={() => props.onEdit(g)}
                    aria-label={`Edit contacts of ${g.firstname} ${g.surname}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="1"
                    variant="soft"
                    onClick={() => props.onLink(g)}
                    aria-label={`Link child to ${g.firstname} ${g.surname}`}
                  >
                    Link child
                  </Button>
                  {!g.signed_in && (
                    <Button
                      size="1"
                      variant="soft"
                      color="gray"
                      loading={busy === g.id}
                      onClick={() => props.onInvite(g)}
                      aria-label={`Invite again: ${g.firstname} ${g.surname}`}
                    >
                      Invite again
                    </Button>
                  )}
                </>
              )
            : undefined
        }
        footer={
          meta && rows.status === 'ready' && rows.data.length > 0 ? (
            <Pagination meta={meta} onPage={props.onPage} />
          ) : null
        }
      />
    </Flex>
  );
}
