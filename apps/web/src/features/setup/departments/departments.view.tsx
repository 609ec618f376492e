import { Text } from '@radix-ui/themes';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import type { FieldSpec } from '../../../components/record-form.tsx';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { paths } from '../../../lib/paths.ts';

export interface DepartmentRow {
  queryId: string;
  department_id: string;
  department_name: string;
}

export const departmentFields: FieldSpec[] = withContractLimits('DepartmentInput', [
  {
    name: 'department_name',
    label: 'Department name',
    type: 'text',
    required: true,
  },
  {
    name: 'department_id',
    label: 'Department code',
    type: 'text',
    required: true,
    hint: 'A short code, e.g. SCI',
  },
]);

export function DepartmentsView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<DepartmentRow[]>;
  onDelete: (row: DepartmentRow) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Departments"
      noun={['department', 'departments']}
      rows={rows}
      icon="layers"
      emptyDescription="Departments group your staff, e.g. Sciences or Languages."
      addPath={paths.departmentCreate}
      editPath={(r) => paths.departmentEdit(r.queryId)}
      nameOf={(r) => r.department_name}
      onDelete={onDelete}
      onRetry={onRetry}
      columns={[
        {
          key: 'name',
          header: 'Department',
          render: (r) => <Text weight="medium">{r.department_name}</Text>,
        },
        { key: 'code', header: 'Code', render: (r) => r.department_id },
      ]}
    />
  );
}
