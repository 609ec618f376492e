import { Button, Card, Code, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { Schema } from '@schoolmates/sdk';
import { Link } from 'react-router';
import { SheetImport, type SheetImportProps } from '../../components/sheet-import.tsx';

type Slip = Schema<'LoginSlipAttributes'>;

export interface PeopleImportViewProps extends Omit<SheetImportProps, 'done'> {
  /** Where the list of these people is, to go back to. */
  back: { path: string; label: string };
  /** The new people's login slips, shown once. */
  slips: Slip[];
  printing: boolean;
  onPrintSlips: () => void;
}

/** Students or staff from a spreadsheet: template, upload, preview, import, then login slips. */
export function PeopleImportView({
  slips,
  printing,
  onPrintSlips,
  back,
  ...props
}: PeopleImportViewProps) {
  return (
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
                    <Table.Cell>{[s.class_name, s.sub_class].filter(Boolean).join(' ')}</Table.Cell>
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
  );
}
