import { Badge, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { withContractLimits } from '../../components/contract-limits.ts';
import type { Loadable } from '../../components/queries.ts';
import type { FieldSpec, FormValues } from '../../components/record-form.tsx';
import { SimpleListView } from '../../components/simple-list.tsx';
import { roleLabel } from '../../lib/access.ts';
import { paths } from '../../lib/paths.ts';
import type { AnnouncementRow } from './announcements.api.ts';

type Audience = Schema<'AnnouncementAudience'>;
type RoleName = Schema<'RoleName'>;

const ROLES: readonly RoleName[] = [
  'superadmin',
  'admin',
  'principal',
  'teacher',
  'account',
  'student',
];
const AUDIENCES: Record<Audience, string> = {
  all: 'Everyone',
  staff: 'Staff',
  students: 'Students',
  roles: 'Chosen roles',
};
const PRIORITY_COLORS = { high: 'red', normal: 'blue', low: 'gray' } as const;

export const announcementFields: FieldSpec[] = withContractLimits('AnnouncementInput', [
  { name: 'title', label: 'Title', type: 'text', required: true },
  { name: 'description', label: 'Message', type: 'textarea', required: true },
  {
    name: 'priority',
    label: 'Priority',
    type: 'select',
    required: true,
    half: true,
    options: [
      { value: 'high', label: 'High' },
      { value: 'normal', label: 'Normal' },
      { value: 'low', label: 'Low' },
    ],
  },
  { name: 'expiry_date', label: 'Show until (optional)', type: 'date', half: true },
  {
    name: 'audience',
    label: 'Who sees it',
    type: 'select',
    required: true,
    options: Object.entries(AUDIENCES).map(([value, label]) => ({ value, label })),
  },
  ...ROLES.map(
    (role): FieldSpec => ({
      name: `role_${role}`,
      label: roleLabel[role],
      type: 'checkbox',
      shownWhen: (values) => values.audience === 'roles',
    }),
  ),
]);

/** The form's values of an announcement, and back. */
export function announcementValues(a: AnnouncementRow | undefined): FormValues {
  const values: FormValues = {
    title: a?.title ?? '',
    description: a?.description ?? '',
    priority: a?.priority ?? 'normal',
    expiry_date: a?.expiry_date ?? '',
    audience: a?.audience ?? 'all',
  };
  for (const role of ROLES) values[`role_${role}`] = a?.roles.includes(role) ?? false;
  return values;
}

export function announcementBody(v: FormValues): Schema<'AnnouncementInput'> {
  const audience = String(v.audience) as Audience;
  return {
    title: String(v.title),
    description: String(v.description),
    priority: String(v.priority) as Schema<'AnnouncementInput'>['priority'],
    audience,
    roles: audience === 'roles' ? ROLES.filter((r) => v[`role_${r}`] === true) : [],
    expiry_date: v.expiry_date ? String(v.expiry_date) : null,
  };
}

const audienceOf = (a: AnnouncementRow) =>
  a.audience === 'roles' ? a.roles.map((r) => roleLabel[r]).join(', ') : AUDIENCES[a.audience];

/** The announcements the school wrote, with who sees each and until when. */
export function AnnouncementsView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<AnnouncementRow[]>;
  onDelete: (row: AnnouncementRow) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Announcements"
      noun={['announcement', 'announcements']}
      rows={rows}
      icon="note"
      addLabel="Write announcement"
      emptyDescription="Announcements show on the Home page of the people they are for."
      addPath={paths.announcementCreate}
      editPath={(r) => paths.announcementEdit(r.queryId)}
      nameOf={(r) => r.title}
      onDelete={onDelete}
      onRetry={onRetry}
      columns={[
        {
          key: 'title',
          header: 'Announcement',
          render: (r) => <Text weight="medium">{r.title}</Text>,
        },
        {
          key: 'priority',
          header: 'Priority',
          render: (r) => (
            <Badge color={PRIORITY_COLORS[r.priority]} variant="soft">
              {r.priority}
            </Badge>
          ),
        },
        { key: 'audience', header: 'For', render: audienceOf },
        { key: 'expiry', header: 'Until', render: (r) => r.expiry_date ?? 'No expiry' },
      ]}
    />
  );
}
