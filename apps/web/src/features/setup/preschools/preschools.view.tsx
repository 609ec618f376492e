import { Text } from '@radix-ui/themes';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import type { FieldSpec } from '../../../components/record-form.tsx';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { paths } from '../../../lib/paths.ts';

export interface PreschoolRow {
  queryId: string;
  name: string;
  campus_name: string;
}

export const preschoolFields: FieldSpec[] = withContractLimits('PreschoolInput', [
  {
    name: 'name',
    label: 'Preschool class name',
    type: 'text',
    required: true,
    placeholder: 'e.g. Nursery 1',
  },
]);

export function PreschoolsView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<PreschoolRow[]>;
  onDelete: (row: PreschoolRow) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Preschools"
      noun={['preschool', 'preschools']}
      rows={rows}
      icon="layers"
      emptyDescription="Add your nursery and preschool classes."
      addPath={paths.preschoolCreate}
      addLabel="Create preschool"
      editPath={(r) => paths.preschoolEdit(r.queryId)}
      nameOf={(r) => r.name}
      onDelete={onDelete}
      onRetry={onRetry}
      columns={[
        { key: 'name', header: 'Name', render: (r) => <Text weight="medium">{r.name}</Text> },
        { key: 'campus', header: 'Campus', render: (r) => r.campus_name },
      ]}
    />
  );
}
