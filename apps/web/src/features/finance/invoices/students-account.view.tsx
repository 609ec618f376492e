import { Button, Flex, Text } from '@radix-ui/themes';
import type { Flat, Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import { FilterSelect, type Option } from '../../../components/filter-select.tsx';
import { type PageInfo, Pagination } from '../../../components/pagination.tsx';
import type { Loadable } from '../../../components/queries.ts';
import { RecordTable } from '../../../components/record-table.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { paths } from '../../../lib/paths.ts';
import type { InvoiceStudent } from './invoice.route.tsx';

export type StudentRow = Flat<Schema<'StudentAttributes'>>;

export const invoiceStudentOf = (s: StudentRow): InvoiceStudent => ({
  id: s.queryId,
  fullname: [s.surname, s.firstname, s.middlename].filter(Boolean).join(' '),
  admission_number: s.admission_number,
  class_id: s.class_id,
  class_label: `${s.present_class ?? ''} ${s.sub_class ?? ''}`.trim(),
});

/** The students a bursar invoices one by one, with their class's fees. */
export function StudentsAccountView({
  rows,
  meta,
  search,
  classId,
  classes,
  onSearch,
  onClass,
  onPage,
  onRetry,
}: {
  rows: Loadable<StudentRow[]>;
  meta: PageInfo | null;
  /** The search the list shows. */
  search: string;
  classId: string | undefined;
  classes: readonly Option[];
  onSearch: (search: string) => void;
  onClass: (classId: string | undefined) => void;
  onPage: (page: number) => void;
  onRetry?: () => void;
}) {
  return (
    <Flex direction="column" gap="4">
      <Flex gap="2" wrap="wrap">
        <SearchField
          label="Search students"
          placeholder="Name or admission number"
          value={search}
          onSearch={onSearch}
        />
        <FilterSelect label="Class" value={classId} options={classes} onChange={onClass} />
      </Flex>
      <RecordTable
        label="Students"
        rows={rows}
        rowKey={(r) => r.queryId}
        onRetry={onRetry}
        empty={{
          title: 'No students found',
          description: 'Students admitted to the school are invoiced from here.',
          icon: 'people',
        }}
        columns={[
          {
            key: 'name',
            header: 'Student',
            render: (r) => (
              <>
                <Text weight="medium">{invoiceStudentOf(r).fullname}</Text>
                {/* On a phone the admission number and class give way to the row's actions. */}
                <Text as="div" size="1" color="gray" highContrast className="sm-show-mobile">
                  {invoiceStudentOf(r).class_label} · {r.admission_number}
                </Text>
              </>
            ),
          },
          {
            key: 'admission',
            header: 'Admission number',
            render: (r) => r.admission_number,
            wide: true,
          },
          {
            key: 'class',
            header: 'Class',
            render: (r) => invoiceStudentOf(r).class_label,
            wide: true,
          },
        ]}
        rowActions={(r) => (
          <>
            <Button asChild size="1">
              <Link
                to={paths.studentInvoiceCreate(r.queryId)}
                state={{ student: invoiceStudentOf(r) }}
                aria-label={`Create invoice for ${invoiceStudentOf(r).fullname}`}
              >
                Create invoice
              </Link>
            </Button>
            <Button asChild size="1" variant="soft">
              <Link to={`${paths.invoices}?search=${encodeURIComponent(r.admission_number)}`}>
                Invoices
              </Link>
            </Button>
            <Button asChild size="1" variant="soft">
              <Link
                to={paths.studentStatement(r.queryId)}
                aria-label={`Statement of ${invoiceStudentOf(r).fullname}`}
              >
                Statement
              </Link>
            </Button>
          </>
        )}
        footer={meta && <Pagination meta={meta} onPage={onPage} />}
      />
    </Flex>
  );
}
