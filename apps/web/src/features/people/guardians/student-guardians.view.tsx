import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Confirm } from '../../../components/confirm.tsx';
import { Icon } from '../../../components/icons.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { GuardianContacts, SignedIn } from './guardian-list.view.tsx';
import type { Guardian } from './guardians.api.ts';

export interface StudentGuardiansViewProps {
  studentName: string;
  studentId: string;
  guardians: Loadable<Guardian[]>;
  canManage: boolean;
  /** The guardian being unlinked. */
  busy: string | null;
  onAdd: () => void;
  onUnlink: (guardian: Guardian) => void;
  onRetry?: () => void;
}

/** A student's parents and guardians, on the student's page: who, how to reach them, and unlink. */
export function StudentGuardiansView(props: StudentGuardiansViewProps) {
  const { guardians, studentId, canManage } = props;
  const add = canManage ? (
    <Button variant="soft" onClick={props.onAdd}>
      <Icon name="plus" size={16} /> Add guardian
    </Button>
  ) : null;
  const link = (g: Guardian) => g.children.find((c) => c.student_id === studentId);
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column">
          <Heading as="h2" size="4">
            Guardians
          </Heading>
          <Text size="2" color="gray">
            Who reads {props.studentName}’s released results and fees, and is told about them.
          </Text>
        </Flex>
        {add}
      </Flex>
      <RecordTable
        label={`Guardians of ${props.studentName}`}
        rows={guardians}
        rowKey={(g) => g.id}
        onRetry={props.onRetry}
        empty={{
          title: 'No guardian yet',
          description: `Add ${props.studentName}’s parent or guardian: they get an invitation to sign in.`,
          action: add,
          icon: 'people',
        }}
        columns={[
          {
            key: 'name',
            header: 'Guardian',
            render: (g) => (
              <Flex direction="column">
                <Text weight="medium">
                  {g.surname} {g.firstname}
                </Text>
                <Text size="1" color="gray">
                  {link(g)?.relationship ?? ''}
                  {link(g)?.fee_contact ? ' · fee contact' : ''}
                </Text>
              </Flex>
            ),
          },
          { key: 'contacts', header: 'Contacts', render: (g) => <GuardianContacts guardian={g} /> },
          { key: 'status', header: 'Status', render: (g) => <SignedIn guardian={g} />, wide: true },
        ]}
        rowActions={
          canManage
            ? (g) => (
                <UnlinkButton
                  guardian={g}
                  studentName={props.studentName}
                  busy={props.busy === g.id}
                  onUnlink={() => props.onUnlink(g)}
                />
              )
            : undefined
        }
      />
    </Flex>
  );
}

function UnlinkButton(props: {
  guardian: Guardian;
  studentName: string;
  busy: boolean;
  onUnlink: () => void;
}) {
  const name = `${props.guardian.firstname} ${props.guardian.surname}`;
  return (
    <Confirm
      title={`Unlink ${name} from ${props.studentName}?`}
      description="They stop seeing this child’s results and fees at once. Their account and other children stay."
      confirmLabel="Unlink"
      color="red"
      onConfirm={props.onUnlink}
    >
      <Button
        size="1"
        variant="soft"
        color="red"
        loading={props.busy}
        aria-label={`Unlink ${name}`}
      >
        Unlink
      </Button>
    </Confirm>
  );
}
