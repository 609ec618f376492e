import { Text } from '@radix-ui/themes';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import type { FieldSpec } from '../../../components/record-form.tsx';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { paths } from '../../../lib/paths.ts';

export interface SubjectRow {
  queryId: string;
  subject: string;
}

export const subjectFields: FieldSpec[] = withContractLimits('SubjectInput', [
  {
    name: 'subject',
    label: 'Subject',
    type: 'text',
    required: true,
    placeholder: 'e.g. Mathematics',
  },
]);

export function SubjectsView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<SubjectRow[]>;
  onDelete: (row: SubjectRow) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Subjects"
      noun={['subject', 'subjects']}
      rows={rows}
      icon="book"
      emptyDescription="Add the subjects taught in your school, then assign them to classes."
      addPath={paths.subjectCreate}
      editPath={(r) => paths.subjectEdit(r.queryId)}
      nameOf={(r) => r.subject}
      onDelete={onDelete}
      onRetry={onRetry}
      columns={[
        {
          key: 'subject',
          header: 'Subject',
          render: (r) => <Text weight="medium">{r.subject}</Text>,
        },
      ]}
    />
  );
}
