import { Badge, Box, Button, Callout, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { FieldErrors } from '@schoolmates/sdk';
import type { FormEvent } from 'react';
import { contractLimits } from '../../components/contract-limits.ts';
import { TextInput } from '../../components/form.tsx';
import type { Loadable } from '../../components/queries.ts';
import { ErrorState } from '../../components/states.tsx';
import type { CardCheck } from './verify.api.ts';

export interface VerifyViewProps {
  code: string;
  /** The card's facts (and, once the PIN opened it, its figures); null: no such card. */
  card: Loadable<CardCheck | null>;
  opening: boolean;
  pinErrors: FieldErrors;
  /** Why the PIN was refused as a whole (too many wrong PINs, too many checks). */
  pinMessage: string | null;
  onPin: (pin: string) => void;
  onRetry?: () => void;
}

/** The PIN box takes the contract's limits, so it refuses what the server would. */
const pinLimits = contractLimits('ReportCardPinInput', 'pin');
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const figure = (n: number | null) => (n === null ? '–' : String(n));
const ordinal = (n: number | null) => {
  if (n === null) return '–';
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/**
 * The public page of a report card's code (issue 31): the school, the student, the class and
 * term, when it was released and whether it is still valid; with the card's PIN, every figure
 * as released. Scores are never shown without the PIN.
 */
export function VerifyView(props: VerifyViewProps) {
  const { card } = props;
  return (
    <Flex direction="column" gap="4">
      <Box>
        <Heading as="h1" size="7" mb="2">
          Check a report card
        </Heading>
        <Text color="gray" size="3">
          Code <Text weight="medium">{props.code}</Text>
        </Text>
      </Box>
      {card.status === 'loading' && (
        <Text role="status" color="gray">
          Looking the code up…
        </Text>
      )}
      {card.status === 'error' && <ErrorState message={card.message} onRetry={props.onRetry} />}
      {card.status === 'ready' && card.data === null && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            No report card has this code. Check it against the card: it reads SM-, the school’s
            number and three groups of four letters and digits.
          </Callout.Text>
        </Callout.Root>
      )}
      {card.status === 'ready' && card.data && <Facts {...props} card={card.data} />}
    </Flex>
  );
}

function Facts(props: Omit<VerifyViewProps, 'card'> & { card: CardCheck }) {
  const { card } = props;
  const replaced = card.status === 'replaced';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onPin(String(new FormData(event.currentTarget).get('pin') ?? ''));
  };
  return (
    <>
      <Card size="2">
        <Flex direction="column" gap="3">
          <Flex align="center" gap="3">
            {card.school_logo && (
              <img
                src={card.school_logo}
                alt=""
                width={48}
                height={48}
                style={{ objectFit: 'contain' }}
              />
            )}
            <Heading as="h2" size="4">
              {card.school_name}
            </Heading>
          </Flex>
          <dl className="sm-verify-facts">
            <dt>Student</dt>
            <dd>{card.student_fullname}</dd>
            <dt>Class</dt>
            <dd>{card.class_name}</dd>
            <dt>Term</dt>
            <dd>
              {card.term} {card.session}
              {card.period === 'First Half' ? ' (mid-term)' : ''}
            </dd>
            <dt>Released on</dt>
            <dd>{day.format(new Date(card.released_at))}</dd>
          </dl>
          {replaced ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>
                This report card was replaced on{' '}
                {card.replaced_at ? day.format(new Date(card.replaced_at)) : 'a later date'}: the
                result was withheld or changed. Do not rely on its scores; ask the school for the
                current card.
              </Callout.Text>
            </Callout.Root>
          ) : (
            <Flex align="center" gap="2">
              <Badge color="green" size="2">
                Valid
              </Badge>
              <Text size="2">The school released this result and has not changed it since.</Text>
            </Flex>
          )}
        </Flex>
      </Card>
      {!replaced && card.figures === null && (
        <Card size="2">
          <form onSubmit={submit}>
            <Flex direction="column" gap="3">
              <Text as="p" size="2" color="gray">
                The scores are shown only to whoever holds the PIN printed on the card.
              </Text>
              {props.pinMessage && (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{props.pinMessage}</Callout.Text>
                </Callout.Root>
              )}
              <TextInput
                label="PIN"
                name="pin"
                inputMode="numeric"
                autoComplete="off"
                required
                maxLength={pinLimits.maxLength}
                errors={props.pinErrors}
                disabled={props.opening}
              />
              <Button type="submit" loading={props.opening}>
                Show the scores
              </Button>
            </Flex>
          </form>
        </Card>
      )}
      {!replaced && card.figures && <Figures figures={card.figures} />}
    </>
  );
}

function Figures({ figures }: { figures: NonNullable<CardCheck['figures']> }) {
  const names = new Map(figures.components.map((c) => [c.key, c.name]));
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Scores as released
        </Heading>
        <Box overflowX="auto">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
                {figures.components.map((c) => (
                  <Table.ColumnHeaderCell key={c.key} justify="end">
                    {c.name} ({c.maximum})
                  </Table.ColumnHeaderCell>
                ))}
                <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Grade</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Position</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {figures.subjects.map((s) => (
                <Table.Row key={s.subject}>
                  <Table.RowHeaderCell>{s.subject}</Table.RowHeaderCell>
                  {figures.components.map((c) => {
                    const cell = s.scores.find((x) => x.component === c.key);
                    return (
                      <Table.Cell key={c.key} justify="end" aria-label={names.get(c.key)}>
                        {cell?.absent ? 'ABS' : figure(cell?.score ?? null)}
                      </Table.Cell>
                    );
                  })}
                  <Table.Cell justify="end">{figure(s.total)}</Table.Cell>
                  <Table.Cell>{s.grade ?? '–'}</Table.Cell>
                  <Table.Cell justify="end">{ordinal(s.position)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <dl className="sm-verify-facts">
          <dt>Total</dt>
          <dd>{figure(figures.total_score)}</dd>
          <dt>Average</dt>
          <dd>{figure(figures.student_average)}</dd>
          <dt>Grade</dt>
          <dd>{figures.grade ?? '–'}</dd>
          <dt>Position</dt>
          <dd>
            {ordinal(figures.position)} of {figures.number_in_class}
          </dd>
        </dl>
      </Flex>
    </Card>
  );
}
