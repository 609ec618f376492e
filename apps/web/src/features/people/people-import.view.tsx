import { Badge, Button, Card, Code, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import { SheetImport, type SheetImportProps } from '../../components/sheet-import.tsx';
import { sheetRow } from '../../lib/sheet-import.ts';

type Slip = Schema<'LoginSlipAttributes'>;
type ImportedGuardian = Schema<'ImportedGuardian'>;

export interface PeopleImportViewProps extends Omit<SheetImportProps, 'done'> {
  /** Where the list of these people is, to go back to. */
  back: { path: string; label: string };
  /** The new people's login slips, shown once. */
  slips: Slip[];
  printing: boolean;
  onPrintSlips: () => void;
  /** The file's guardians (a student import's guardian columns): new or matched. */
  guardians?: ImportedGuardian[];
}

/** Students or staff from a spreadsheet: template, upload, preview, import, then login slips. */
export function PeopleImportView({
  slips,
  printing,
  onPrintSlips,
  back,
  guardians = [],
  ...props
}: PeopleImportViewProps) {
  const step = props.state.step;
  const showGuardians =
    guardians.length > 0 && (step === 'checked' || step === 'importing' || step === 'done');
  return (
    <Flex direction="column" gap="4">
      <SheetImport
        {...props}
        done={
          <Card size="2">
            <Flex direction="column" gap="3">
              <Heading as="h2" size="4">
                {slips.length} {props.what} added
              </Heading>
              <Text size="2" color="gray">
                Print their login slips now: the one-time passwords are shown only here, once. Each
                sets their own password at first sign-in.
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button loading={printing} onClick={onPrintSlips}>
                  Login slips (PDF)
                </Button>
                <Button asChild variant="soft">
                  <Link to={back.path}>{back.label}</Link>
                </Button>
              </Flex>
              <Table.Root size="1" aria-label="Login slips">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>One-time password</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {slips.map((s) => (
                    <Table.Row key={s.username}>
                      <Table.RowHeaderCell>{s.fullname}</Table.RowHeaderCell>
                      <Table.Cell>
                        {[s.class_name, s.sub_class].filter(Boolean).join(' ')}
                      </Table.Cell>
                      <Table.Cell>
                        <Code>{s.username}</Code>
                      </Table.Cell>
                      <Table.Cell>
                        <Code>{s.one_time_password}</Code>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Flex>
          </Card>
        }
      />
      {showGuardians && <ImportGuardians guardians={guardians} done={step === 'done'} />}
    </Flex>
  );
}

/** Who the file's guardian columns name: each guardian once, new or already at the school. */
function ImportGuardians({ guardians, done }: { guardians: ImportedGuardian[]; done: boolean }) {
  const matched = guardians.filter((g) => g.matched).length;
  const fresh = guardians.length - matched;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          Guardians in this file
        </Heading>
        <Text size="2" color="gray">
          {fresh} new {fresh === 1 ? 'guardian' : 'guardians'}
          {done ? ' added and invited' : ', invited when you import'}; {matched} already at the
          school, linked rather than copied. Rows with the same phone or e-mail are one guardian.
        </Text>
        <Table.Root size="1" aria-label="Guardians in the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Guardian</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Phone</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>E-mail</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Rows</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {guardians.map((g) => (
              <Table.Row key={g.rows.join(',')}>
                <Table.RowHeaderCell>
                  {g.surname} {g.firstname}
                </Table.RowHeaderCell>
                <Table.Cell>{g.phone ?? '—'}</Table.Cell>
                <Table.Cell>{g.email ?? '—'}</Table.Cell>
                <Table.Cell>{g.rows.map(sheetRow).join(', ')}</Table.Cell>
                <Table.Cell>
                  {g.matched ? (
                    <Badge color="blue">Matched</Badge>
                  ) : (
                    <Badge color="green">New</Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  );
}
