import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  IconButton,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { formatNaira, type InvoiceFigures, parseNaira } from '@schoolmates/domain/money';
import type { FieldErrors, Schema } from '@schoolmates/sdk';
import { type FormEvent, useState } from 'react';
import type { Option } from '../../../components/filter-select.tsx';
import { SelectInput, TextInput } from '../../../components/form.tsx';
import { TableCard } from '../../../components/record-table.tsx';
import { today } from '../../../lib/dates.ts';
import { amountProblem } from '../money.ts';

type InvoiceStatus = Schema<'InvoiceStatus'>;
type PaymentMethod = Schema<'PaymentMethod'>;

export const statusLabel: Record<InvoiceStatus, string> = {
  unpaid: 'Not paid',
  part_paid: 'Partly paid',
  paid: 'Fully paid',
};
const statusColor: Record<InvoiceStatus, 'red' | 'amber' | 'green'> = {
  unpaid: 'red',
  part_paid: 'amber',
  paid: 'green',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={statusColor[status]} variant="soft" radius="full">
      {statusLabel[status]}
    </Badge>
  );
}

export const methodOptions: { value: PaymentMethod; label: string }[] = [
  { value: 'bank_deposit', label: 'Bank deposit' },
  { value: 'transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Physical cash' },
];
export const methodLabel = Object.fromEntries(methodOptions.map((o) => [o.value, o.label]));

/** Who and what the invoice is for, shown above the lines. */
export interface InvoiceHeading {
  fullname: string;
  admission_number: string;
  class_label: string;
  term: string;
  session: string;
  invoice_no: string | null;
  due_date: string;
}

/** One line as the screen shows it: the fee, its amount and discount, and the net. */
export interface InvoiceLine {
  fee_id: string;
  feetype: string;
  amount: number;
  discount: number;
  discount_amount: number | null;
  discount_value: number;
  net_amount: number;
}

/** A payment on the invoice, as its list shows it. */
export interface PaymentLine {
  payment_id: string;
  receipt_no: string | null;
  amount_paid: number;
  payment_method: PaymentMethod;
  paid_at: string;
}

/** What the invoice screen is doing, from the `invoicePayment` machine's state. */
export type InvoicePhase =
  | { kind: 'loadingFees' }
  | { kind: 'drafting'; issuing: boolean }
  | { kind: 'issued'; busy: boolean }
  | { kind: 'paying'; submitting: boolean; failed: boolean }
  | { kind: 'correcting'; loading: boolean; saving: boolean; payment: PaymentLine | null };

export interface InvoiceViewProps {
  heading: InvoiceHeading;
  phase: InvoicePhase;
  lines: InvoiceLine[];
  figures: InvoiceFigures;
  payments: PaymentLine[];
  /** Fees of the class that the draft may still add. */
  fees: Option[];
  banks: Option[];
  notice: string | null;
  error: string | null;
  fieldErrors: FieldErrors;
  /** The last payment recorded or corrected: its receipt is offered. */
  receipt: PaymentLine | null;
  onAddFee: (feeId: string) => void;
  onRemoveFee: (feeId: string) => void;
  onDiscount: (feeId: string, discount: DiscountEntry) => void;
  onDueDate: (date: string) => void;
  onIssue: () => void;
  onStartPayment: () => void;
  onSubmitPayment: (payment: {
    amount_paid: number;
    payment_method: PaymentMethod;
    bank_id: string | null;
    paid_at: string;
    reference: string | null;
  }) => void;
  onRetry: () => void;
  onCancel: () => void;
  onOpenPayment: (paymentId: string) => void;
  onCorrect: (reason: string, amount: number) => void;
  onReverse: (paymentId: string, reason: string) => void;
  onDismiss: () => void;
  /** Offered on the invoice-edit route: the lines, due date and reason of a change. */
  adjust?: {
    fees: Option[];
    onAdjust: (changes: Schema<'InvoiceUpdate'>) => void;
  };
  onDownloadInvoice?: () => void;
  onDownloadReceipt: (paymentId: string) => void;
}

/** A discount as typed: "12.5" or "12.5%" is a percent, "₦5,000.50" an amount in naira. */
export type DiscountEntry = { percent: number; amount: number | null };

export function discountOf(text: string): DiscountEntry {
  const trimmed = text.trim();
  if (/^(₦|N)/i.test(trimmed)) return { percent: 0, amount: parseNaira(trimmed) ?? Number.NaN };
  const percent = trimmed === '' ? 0 : Number(trimmed.replace(/%$/, ''));
  return { percent, amount: null };
}

/** A line's discount as the field shows it. */
const discountText = (line: InvoiceLine) =>
  line.discount_amount === null ? String(line.discount) : formatNaira(line.discount_amount);

function LinesTable({
  lines,
  figures,
  editable,
  onRemove,
  onDiscount,
}: {
  lines: InvoiceLine[];
  figures: InvoiceFigures;
  editable: boolean;
  onRemove: (feeId: string) => void;
  onDiscount: (feeId: string, discount: DiscountEntry) => void;
}) {
  return (
    <TableCard label="Invoice items">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Fee</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Discount</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Net</Table.ColumnHeaderCell>
          {editable && (
            <Table.ColumnHeaderCell>
              <span className="sm-sr-only">Remove</span>
            </Table.ColumnHeaderCell>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.fee_id} align="center">
            <Table.RowHeaderCell>{line.feetype}</Table.RowHeaderCell>
            <Table.Cell justify="end">{formatNaira(line.amount)}</Table.Cell>
            <Table.Cell justify="end">
              {editable ? (
                <TextField.Root
                  size="1"
                  aria-label={`Discount on ${line.feetype} (percent, or ₦ amount)`}
                  defaultValue={discountText(line)}
                  style={{ width: 120, marginLeft: 'auto' }}
                  onBlur={(e) => onDiscount(line.fee_id, discountOf(e.currentTarget.value))}
                />
              ) : line.discount_amount === null ? (
                `${line.discount}%`
              ) : (
                formatNaira(line.discount_amount)
              )}
              <Text as="div" size="1" color="gray">
                −{formatNaira(line.discount_value)}
              </Text>
            </Table.Cell>
            <Table.Cell justify="end">{formatNaira(line.net_amount)}</Table.Cell>
            {editable && (
              <Table.Cell>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={`Remove ${line.feetype}`}
                  onClick={() => onRemove(line.fee_id)}
                >
                  ×
                </IconButton>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
        <Table.Row>
          <Table.RowHeaderCell>
            <Text weight="bold">Total</Text>
          </Table.RowHeaderCell>
          <Table.Cell justify="end">{formatNaira(figures.gross_amount)}</Table.Cell>
          <Table.Cell justify="end">−{formatNaira(figures.discount_total)}</Table.Cell>
          <Table.Cell justify="end">
            <Text weight="bold">{formatNaira(figures.total_amount)}</Text>
          </Table.Cell>
          {editable && <Table.Cell />}
        </Table.Row>
      </Table.Body>
    </TableCard>
  );
}

function Figure({ label, kobo, tone }: { label: string; kobo: number; tone?: 'red' | 'green' }) {
  return (
    <Card size="1">
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="4" weight="bold" color={tone} aria-label={label}>
        {formatNaira(kobo)}
      </Text>
    </Card>
  );
}

function PaymentForm({
  outstanding,
  banks,
  busy,
  failed,
  errors,
  onSubmit,
  onRetry,
  onCancel,
}: {
  outstanding: number;
  banks: Option[];
  busy: boolean;
  failed: boolean;
  errors: FieldErrors;
  onSubmit: InvoiceViewProps['onSubmitPayment'];
  onRetry: () => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [bank, setBank] = useState(banks[0]?.value ?? '');
  const [paidAt, setPaidAt] = useState(today());
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    const refused = amountProblem('amount_paid', kobo);
    setProblems(refused);
    if (kobo === null || Object.keys(refused).length > 0) return;
    onSubmit({
      amount_paid: kobo,
      payment_method: method,
      bank_id: method === 'cash' ? null : bank || null,
      paid_at: paidAt,
      reference: reference.trim() || null,
    });
  };
  const shown = { ...errors, ...problems };
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label="Register payment">
        <Heading as="h2" size="4" mb="3">
          Register payment
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Outstanding: {formatNaira(outstanding)}
        </Text>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInput
            label="Amount paid (₦)"
            name="amount_paid"
            required
            inputMode="decimal"
            placeholder="150,000.50"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            errors={shown}
          />
          <SelectInput
            label="Payment method"
            name="payment_method"
            value={method}
            options={methodOptions}
            onValueChange={(v) => setMethod(v as PaymentMethod)}
            errors={shown}
          />
          {method !== 'cash' && (
            <SelectInput
              label="Bank account"
              name="bank_id"
              required
              value={bank}
              options={banks}
              onValueChange={setBank}
              errors={shown}
            />
          )}
          <TextInput
            label="Payment date"
            name="paid_at"
            type="date"
            required
            value={paidAt}
            onChange={(e) => setPaidAt(e.currentTarget.value)}
            errors={shown}
          />
          <TextInput
            label="Reference"
            name="reference"
            maxLength={100}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            errors={shown}
          />
        </Grid>
        <Flex gap="3" justify="end" mt="5">
          <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {failed && (
            <Button type="button" variant="soft" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button type="submit" loading={busy}>
            Save payment
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

function CorrectionForm({
  payment,
  busy,
  errors,
  onCorrect,
  onCancel,
}: {
  payment: PaymentLine;
  busy: boolean;
  errors: FieldErrors;
  onCorrect: (reason: string, amount: number) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState(formatNaira(payment.amount_paid).replace('₦', ''));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kobo = parseNaira(amount);
    const refused = amountProblem('amount_paid', kobo);
    setProblems(refused);
    if (kobo !== null && Object.keys(refused).length === 0) onCorrect(reason, kobo);
  };
  const shown = { ...errors, ...problems };
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label="Edit payment">
        <Heading as="h2" size="4" mb="3">
          Edit payment {payment.receipt_no ?? ''}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <TextInput
            label="Amount paid (₦)"
            name="amount_paid"
            required
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            errors={shown}
          />
          <TextInput
            label="Reason for the change"
            name="reason"
            required
            minLength={3}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            errors={shown}
          />
        </Grid>
        <Flex gap="3" justify="end" mt="5">
          <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save correction
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

/** A change of an issued invoice: its lines (a fee, a discount), due date and, once paid into, a reason. */
function AdjustPanel({
  lines,
  dueDate,
  fees,
  paidInto,
  busy,
  errors,
  onAdjust,
}: {
  lines: InvoiceLine[];
  dueDate: string;
  fees: Option[];
  paidInto: boolean;
  busy: boolean;
  errors: FieldErrors;
  onAdjust: (changes: Schema<'InvoiceUpdate'>) => void;
}) {
  const [items, setItems] = useState(() =>
    lines.map((line) => ({
      fee_id: line.fee_id,
      feetype: line.feetype,
      discount: discountText(line),
    })),
  );
  const [due, setDue] = useState(dueDate);
  const [reason, setReason] = useState('');
  const [adding, setAdding] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdjust({
      due_date: due,
      items: items.map((item) => {
        const entry = discountOf(item.discount);
        return entry.amount === null
          ? { fee_id: item.fee_id, discount: entry.percent }
          : { fee_id: item.fee_id, discount: 0, discount_amount: entry.amount };
      }),
      ...(reason.trim() ? { adjustment_reason: reason.trim() } : {}),
    });
  };
  const addable = fees.filter((fee) => !items.some((item) => item.fee_id === fee.value));
  return (
    <Card size="3">
      <form onSubmit={submit} aria-label="Change invoice">
        <Heading as="h2" size="4" mb="3">
          Change invoice
        </Heading>
        {paidInto && (
          <Text as="p" size="2" color="gray" mb="3">
            This invoice has payments: a change of its lines is kept as an adjustment, with its
            reason.
          </Text>
        )}
        <Flex direction="column" gap="2" mb="3">
          {items.map((item, index) => (
            <Flex key={item.fee_id} gap="3" align="center">
              <Text style={{ minWidth: 180 }}>{item.feetype}</Text>
              <TextField.Root
                aria-label={`Discount on ${item.feetype} (percent, or ₦ amount)`}
                value={item.discount}
                onChange={(e) => {
                  const discount = e.currentTarget.value;
                  setItems((all) => all.map((it, i) => (i === index ? { ...it, discount } : it)));
                }}
                style={{ width: 140 }}
              />
              <Button
                type="button"
                size="1"
                variant="ghost"
                color="red"
                onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </Flex>
          ))}
        </Flex>
        <Grid columns={{ initial: '1', sm: '3' }} gap="4" align="end">
          <SelectInput
            label="Add a fee"
            name="add_fee"
            value={adding}
            options={addable}
            onValueChange={(feeId) => {
              const fee = addable.find((f) => f.value === feeId);
              if (fee)
                setItems((all) => [
                  ...all,
                  { fee_id: fee.value, feetype: fee.label, discount: '0' },
                ]);
              setAdding('');
            }}
          />
          <TextInput
            label="Due date"
            name="due_date"
            type="date"
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            errors={errors}
          />
          <TextInput
            label="Reason for the change"
            name="adjustment_reason"
            required={paidInto}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            errors={errors}
          />
        </Grid>
        <Flex justify="end" mt="4">
          <Button type="submit" loading={busy}>
            Save changes
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

/** An invoice: drafted from the class's fees, issued, paid in parts, its payments corrected. */
export function InvoiceView(props: InvoiceViewProps) {
  const { heading, phase, figures } = props;
  const drafting = phase.kind === 'loadingFees' || phase.kind === 'drafting';
  const issuedBusy = phase.kind === 'issued' && phase.busy;
  const [addFee, setAddFee] = useState('');
  const [reversing, setReversing] = useState<{ id: string; reason: string } | null>(null);
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5">
              {heading.fullname}
            </Heading>
            <Text size="2" color="gray">
              {heading.admission_number} · {heading.class_label} · {heading.term} {heading.session}
            </Text>
            <Text size="2">
              {heading.invoice_no ? `Invoice ${heading.invoice_no}` : 'New invoice'} · due{' '}
              {heading.due_date}
            </Text>
          </Flex>
          <Flex gap="2" align="center">
            {!drafting && <InvoiceStatusBadge status={figures.status} />}
            {props.onDownloadInvoice && !drafting && (
              <Button variant="soft" onClick={props.onDownloadInvoice}>
                Download invoice
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>

      {props.notice && (
        <Callout.Root color="green" role="status">
          <Callout.Text>{props.notice}</Callout.Text>
        </Callout.Root>
      )}
      {props.error && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{props.error}</Callout.Text>
          <Button size="1" variant="ghost" onClick={props.onDismiss}>
            Dismiss
          </Button>
        </Callout.Root>
      )}

      {drafting && (
        <Card size="2">
          <Flex gap="3" align="end" wrap="wrap">
            <div style={{ minWidth: 240 }}>
              <SelectInput
                label="Fee"
                name="fee"
                value={addFee}
                options={props.fees}
                placeholder={phase.kind === 'loadingFees' ? 'Loading fees…' : 'Choose a fee'}
                onValueChange={setAddFee}
                disabled={phase.kind === 'loadingFees'}
                errors={props.fieldErrors}
              />
            </div>
            <Button
              variant="soft"
              disabled={!addFee}
              onClick={() => {
                props.onAddFee(addFee);
                setAddFee('');
              }}
            >
              Add fee
            </Button>
            <TextInput
              label="Due date"
              name="due_date"
              type="date"
              required
              value={heading.due_date}
              onChange={(e) => props.onDueDate(e.currentTarget.value)}
              errors={props.fieldErrors}
            />
          </Flex>
        </Card>
      )}

      <LinesTable
        lines={props.lines}
        figures={figures}
        editable={phase.kind === 'drafting' && !phase.issuing}
        onRemove={props.onRemoveFee}
        onDiscount={props.onDiscount}
      />

      {drafting ? (
        <Flex justify="end">
          <Button
            onClick={props.onIssue}
            loading={phase.kind === 'drafting' && phase.issuing}
            disabled={phase.kind === 'loadingFees'}
          >
            Issue invoice
          </Button>
        </Flex>
      ) : (
        <>
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            <Figure label="Total" kobo={figures.total_amount} />
            <Figure label="Paid" kobo={figures.amount_paid} tone="green" />
            <Figure
              label={figures.credit > 0 ? 'Credit' : 'Balance'}
              kobo={figures.credit > 0 ? figures.credit : figures.outstanding}
              tone={figures.outstanding > 0 ? 'red' : undefined}
            />
          </Grid>
          {props.receipt && (
            <Card size="1">
              <Flex justify="between" align="center" gap="3">
                <Text size="2">
                  Receipt {props.receipt.receipt_no ?? ''}: {formatNaira(props.receipt.amount_paid)}
                </Text>
                <Button
                  size="1"
                  variant="soft"
                  onClick={() => props.onDownloadReceipt(props.receipt?.payment_id ?? '')}
                >
                  Download receipt
                </Button>
              </Flex>
            </Card>
          )}
          {props.adjust && phase.kind === 'issued' && (
            <AdjustPanel
              lines={props.lines}
              dueDate={heading.due_date}
              fees={props.adjust.fees}
              paidInto={props.payments.length > 0}
              busy={phase.busy}
              errors={props.fieldErrors}
              onAdjust={props.adjust.onAdjust}
            />
          )}
          {phase.kind === 'issued' && figures.outstanding > 0 && (
            <Flex justify="end">
              <Button onClick={props.onStartPayment} disabled={issuedBusy}>
                Register payment
              </Button>
            </Flex>
          )}
          {phase.kind === 'paying' && (
            <PaymentForm
              outstanding={figures.outstanding}
              banks={props.banks}
              busy={phase.submitting}
              failed={phase.failed}
              errors={props.fieldErrors}
              onSubmit={props.onSubmitPayment}
              onRetry={props.onRetry}
              onCancel={props.onCancel}
            />
          )}
          {phase.kind === 'correcting' &&
            (phase.payment ? (
              <CorrectionForm
                payment={phase.payment}
                busy={phase.saving}
                errors={props.fieldErrors}
                onCorrect={props.onCorrect}
                onCancel={props.onCancel}
              />
            ) : (
              <Card size="2" aria-busy="true">
                <Text color="gray">Loading the payment…</Text>
              </Card>
            ))}
          <Heading as="h3" size="3">
            Payments made
          </Heading>
          {reversing && (
            <Card size="2">
              <form
                aria-label="Reverse payment"
                onSubmit={(event) => {
                  event.preventDefault();
                  props.onReverse(reversing.id, reversing.reason);
                  setReversing(null);
                }}
              >
                <Text as="p" size="2" mb="2">
                  Reverse payment{' '}
                  {props.payments.find((p) => p.payment_id === reversing.id)?.receipt_no ?? ''}: it
                  stops counting towards this invoice; the ledger keeps it and its reversal, and its
                  receipt number is not used again.
                </Text>
                <Flex gap="3" align="end" wrap="wrap">
                  <TextInput
                    label="Reason"
                    name="reason"
                    required
                    minLength={3}
                    value={reversing.reason}
                    onChange={(e) => setReversing({ ...reversing, reason: e.currentTarget.value })}
                    errors={props.fieldErrors}
                  />
                  <Button
                    type="button"
                    variant="soft"
                    color="gray"
                    onClick={() => setReversing(null)}
                  >
                    Cancel
                  </Button>
                  <Button type="submit" color="red">
                    Reverse payment
                  </Button>
                </Flex>
              </form>
            </Card>
          )}
          {props.payments.length === 0 ? (
            <Text color="gray" size="2">
              No payment yet.
            </Text>
          ) : (
            <TableCard label="Payments made">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Receipt</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Method</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">
                    <span className="sm-sr-only">Actions</span>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.payments.map((p) => (
                  <Table.Row key={p.payment_id} align="center">
                    <Table.RowHeaderCell>{p.receipt_no ?? p.payment_id}</Table.RowHeaderCell>
                    <Table.Cell>{p.paid_at}</Table.Cell>
                    <Table.Cell>{methodLabel[p.payment_method]}</Table.Cell>
                    <Table.Cell justify="end">{formatNaira(p.amount_paid)}</Table.Cell>
                    <Table.Cell justify="end">
                      <Flex gap="2" justify="end">
                        <Button
                          size="1"
                          variant="soft"
                          onClick={() => props.onDownloadReceipt(p.payment_id)}
                        >
                          Receipt
                        </Button>
                        {phase.kind === 'issued' && (
                          <>
                            <Button
                              size="1"
                              variant="ghost"
                              onClick={() => props.onOpenPayment(p.payment_id)}
                            >
                              Edit
                            </Button>
                            <Button
                              size="1"
                              variant="ghost"
                              color="red"
                              onClick={() => setReversing({ id: p.payment_id, reason: '' })}
                            >
                              Reverse
                            </Button>
                          </>
                        )}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </TableCard>
          )}
        </>
      )}
    </Flex>
  );
}
