import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { withContractLimits } from '../../../components/contract-limits.ts';
import type { Loadable } from '../../../components/queries.ts';
import type { FieldSpec } from '../../../components/record-form.tsx';
import { SimpleListView } from '../../../components/simple-list.tsx';
import { paths } from '../../../lib/paths.ts';

export interface ClassRow {
  queryId: string;
  class_name: string;
  sub_class: string[];
  campus_name: string;
}

export function classFields(campuses: { value: string; label: string }[] | null): FieldSpec[] {
  const fields: FieldSpec[] = [
    {
      name: 'class_name',
      label: 'Class name',
      type: 'text',
      required: true,
      placeholder: 'e.g. JSS 1',
    },
    {
      name: 'sub_class',
      label: 'Arms',
      type: 'text',
      hint: 'Separate with commas, e.g. A, B, C',
      placeholder: 'A, B',
    },
  ];
  if (campuses)
    fields.push({
      name: 'campus_id',
      label: 'Campus',
      type: 'select',
      options: campuses,
      required: true,
    });
  return withContractLimits('ClassInput', fields);
}

export function ClassesView({
  rows,
  onDelete,
  onRetry,
}: {
  rows: Loadable<ClassRow[]>;
  onDelete: (row: ClassRow) => void;
  onRetry?: () => void;
}) {
  return (
    <SimpleListView
      label="Classes"
      noun={['class', 'classes']}
      rows={rows}
      icon="layers"
      emptyDescription="Add the classes of your school, with their arms (A, B, …)."
      addPath={paths.classCreate}
      editPath={(r) => paths.classEdit(r.queryId)}
      nameOf={(r) => r.class_name}
      onDelete={onDelete}
      onRetry={onRetry}
      extraActions={(r) => (
        <Button asChild size="1" variant="soft" color="gray">
          <Link to={`${paths.assignSubjects}?class=${encodeURIComponent(r.queryId)}`}>
            Subjects
          </Link>
        </Button>
      )}
      columns={[
        {
          key: 'name',
          header: 'Class',
          render: (r) => <Text weight="medium">{r.class_name}</Text>,
        },
        {
          key: 'arms',
          header: 'Arms',
          render: (r) =>
            r.sub_class.length === 0 ? (
              <Text color="gray">—</Text>
            ) : (
              <Flex gap="1" wrap="wrap">
                {r.sub_class.map((a) => (
                  <Badge key={a} variant="soft" color="gray">
                    {a}
                  </Badge>
                ))}
              </Flex>
            ),
        },
        { key: 'campus', header: 'Campus', render: (r) => r.campus_name, wide: true },
      ]}
    />
  );
}
