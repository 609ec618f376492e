import {
  createInvoicePaymentMachine,
  type InvoicePaymentInput,
  type InvoicePaymentState,
  type invoicePaymentMachine,
} from '@schoolmates/machines/finance';
import { statePathOf } from '@schoolmates/machines/shared';
import type { Schema } from '@schoolmates/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useMatch, useParams } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { ErrorState, LoadingRows } from '../../../components/states.tsx';
import { useApi } from '../../../lib/api.tsx';
import { today } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocuments } from '../documents/use-documents.ts';
import {
  useBanks,
  useCurrentPeriod,
  useFees,
  useInvoice,
  useInvoiceChanged,
  usePayment,
} from '../finance.api.ts';
import { type InvoicePhase, InvoiceView } from './invoice.view.tsx';

export type InvoicePaymentSnapshot = SnapshotFrom<typeof invoicePaymentMachine>;

/** What the route opens the screen for. */
export type InvoiceMode = 'pay' | 'edit-payment' | 'payments' | 'view' | 'create' | 'edit';

const phaseOf = (state: InvoicePaymentState, correcting: InvoicePhase | null): InvoicePhase => {
  switch (state) {
    case 'draft.loadingFees':
      return { kind: 'loadingFees' };
    case 'draft.editing':
    case 'draft.issuing':
      return { kind: 'drafting', issuing: state === 'draft.issuing' };
    case 'paying.entering':
    case 'paying.submitting':
    case 'paying.failed':
      return {
        kind: 'paying',
        submitting: state === 'paying.submitting',
        failed: state === 'paying.failed',
      };
    case 'correcting.loading':
    case 'correcting.entering':
    case 'correcting.saving':
      return correcting ?? { kind: 'correcting', loading: true, saving: false, payment: null };
    default:
      return {
        kind: 'issued',
        busy: state === 'adjusting' || state === 'reloading' || state === 'reversing',
      };
  }
};

/**
 * The invoice through the `invoicePayment` machine of `@schoolmates/machines/finance`: a new
 * invoice drafted from the class's fees, or an issued one with its payments. The view sends
 * `invoice.*` and `payment.*` events; the machine keeps the Idempotency-Key, so a double-clicked
 * Save records one payment.
 */
export function InvoiceMachine({
  input,
  mode,
  heading,
  paymentId,
  snapshot,
}: {
  input: InvoicePaymentInput;
  mode: InvoiceMode;
  /** Who a new invoice is for (an issued one carries its own). */
  heading?: { fullname: string; admission_number: string; class_label: string };
  /** The payment to open for a correction (edit-payment). */
  paymentId?: string;
  /** For stories: start from one of the machine's example snapshots. */
  snapshot?: InvoicePaymentSnapshot;
}) {
  const client = useApi();
  const invoiceChanged = useInvoiceChanged();
  const banks = useBanks();
  const documents = useDocuments();
  const logic = useMemo(() => createInvoicePaymentMachine({ client }), [client]);
  const actor = useActorRef(logic, { input, ...(snapshot ? { snapshot } : {}) });

  // While a draft, payment or correction form is open, its child holds its state, messages and
  // events.
  const drafting = useSelector(actor, (s) => s.children.draft);
  const payment = useSelector(actor, (s) => s.children.payment);
  const correction = useSelector(actor, (s) => s.children.correction);
  const form = drafting ?? payment ?? correction;
  const formState = useSelector(form, (s) => (s ? statePathOf(s.value) : null));
  const invoiceState = useSelector(actor, (s) => statePathOf(s.value));
  const state = (formState ? `${invoiceState}.${formState}` : invoiceState) as InvoicePaymentState;
  const invoice = useSelector(actor, (s) => s.context.invoice);
  const draft = useSelector(drafting, (s) => s?.context.draft);
  const fees = useSelector(drafting, (s) => s?.context.fees) ?? [];
  const invoiceFigures = useSelector(actor, (s) => s.context.figures);
  const figures = useSelector(drafting, (s) => s?.context.figures) ?? invoiceFigures;
  const correcting = useSelector(correction, (s) => s?.context.payment ?? null);
  const receipt = useSelector(actor, (s) => s.context.receipt);
  const notice = useSelector(actor, (s) => s.context.notice);
  const invoiceError = useSelector(actor, (s) => s.context.error);
  const invoiceFieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const formError = useSelector(form, (s) => s?.context.error ?? null);
  const formFieldErrors = useSelector(form, (s) => s?.context.fieldErrors);
  // A draft started again after a failure shows the invoice's words for it.
  const error = formError ?? invoiceError;
  const fieldErrors = formFieldErrors ?? invoiceFieldErrors;

  // The route's own step once, on arrival: the payment form, or the payment to correct.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || snapshot) return;
    opened.current = true;
    if (mode === 'pay') actor.send({ type: 'payment.start' });
    if (mode === 'edit-payment' && paymentId) actor.send({ type: 'payment.open', paymentId });
  }, [actor, mode, paymentId, snapshot]);

  // A notice says the invoice changed (a payment, a correction, an issue): the cache takes the
  // machine's invoice, and the lists showing its figures are read again.
  useEffect(() => {
    if (notice && invoice) invoiceChanged(invoice);
  }, [notice, invoice, invoiceChanged]);

  const a = invoice?.attributes;
  // The fees an edited invoice may take: its term's fees for the student's class.
  const classFees = useFees(
    a ? { term: a.term, session: a.session, class_id: a.class_id } : {},
    mode === 'edit' && a !== undefined,
  );
  const feeById = new Map(fees.map((fee) => [fee.id, fee]));
  const lines = a
    ? a.items
    : (draft?.items ?? []).flatMap((item, index) => {
        const fee = feeById.get(item.fee_id);
        const line = figures.items[index];
        return fee && line ? [{ fee_id: fee.id, feetype: fee.attributes.feetype, ...line }] : [];
      });
  const payments = a?.payments ?? [];
  const summaryOf = (p: Schema<'PaymentRecord'>) => ({
    payment_id: p.id,
    receipt_no: p.attributes.receipt_no,
    amount_paid: p.attributes.amount_paid,
    payment_method: p.attributes.payment_method,
    paid_at: p.attributes.paid_at,
  });
  const phase = phaseOf(
    state,
    state.startsWith('correcting')
      ? {
          kind: 'correcting',
          loading: state === 'correcting.loading',
          saving: state === 'correcting.saving',
          payment: correcting ? summaryOf(correcting) : null,
        }
      : null,
  );

  return (
    <InvoiceView
      heading={
        a
          ? {
              fullname: a.fullname,
              admission_number: a.admission_number,
              class_label: a.sub_class ? `${a.class_name} ${a.sub_class}` : a.class_name,
              term: a.term,
              session: a.session,
              invoice_no: a.invoice_no,
              due_date: a.due_date,
            }
          : {
              fullname: heading?.fullname ?? 'Student',
              admission_number: heading?.admission_number ?? '',
              class_label: heading?.class_label ?? '',
              term: draft?.term ?? '',
              session: draft?.session ?? '',
              invoice_no: null,
              due_date: draft?.due_date ?? '',
            }
      }
      phase={phase}
      lines={lines}
      figures={figures}
      payments={payments}
      fees={fees
        .filter((fee) => !draft?.items.some((item) => item.fee_id === fee.id))
        .map((fee) => ({ value: fee.id, label: fee.attributes.feetype }))}
      banks={(banks.data ?? []).map((b) => ({
        value: b.queryId,
        label: `${b.bank_name} · ${b.account_name}`,
      }))}
      notice={notice}
      error={error}
      fieldErrors={fieldErrors}
      receipt={receipt ? summaryOf(receipt) : null}
      onAddFee={(feeId) => drafting?.send({ type: 'invoice.addItem', feeId })}
      onRemoveFee={(feeId) => drafting?.send({ type: 'invoice.removeItem', feeId })}
      onDiscount={(feeId, discount) =>
        drafting?.send({
          type: 'invoice.setDiscount',
          feeId,
          discount: discount.percent,
          discountAmount: discount.amount,
        })
      }
      onDueDate={(due_date) => drafting?.send({ type: 'invoice.setDetails', due_date })}
      onIssue={() => drafting?.send({ type: 'invoice.issue' })}
      onStartPayment={() => actor.send({ type: 'payment.start' })}
      onSubmitPayment={(fields) => payment?.send({ type: 'payment.submit', payment: fields })}
      onRetry={() => payment?.send({ type: 'payment.retry' })}
      onCancel={() => (payment ?? correction)?.send({ type: 'payment.cancel' })}
      onOpenPayment={(id) => actor.send({ type: 'payment.open', paymentId: id })}
      onCorrect={(reason, amount_paid) =>
        correction?.send({ type: 'payment.edit', reason, changes: { amount_paid } })
      }
      onReverse={(paymentId, reason) => actor.send({ type: 'payment.reverse', paymentId, reason })}
      onDismiss={() => (drafting ?? actor).send({ type: 'invoice.dismiss' })}
      adjust={
        mode === 'edit'
          ? {
              fees: (classFees.data ?? []).map((fee) => ({
                value: fee.queryId,
                label: fee.feetype,
              })),
              onAdjust: (changes) => actor.send({ type: 'invoice.adjust', changes }),
            }
          : undefined
      }
      onDownloadInvoice={invoice ? () => documents.invoice(invoice) : undefined}
      onDownloadReceipt={(id) => invoice && documents.receipt(invoice, id)}
    />
  );
}

/** The student a new invoice is for, as the students account screen hands it over. */
export interface InvoiceStudent {
  id: string;
  fullname: string;
  admission_number: string;
  class_id: string | null;
  class_label: string;
}

/** A fortnight from today: the due date a new invoice starts with. */
function inTwoWeeks(): string {
  const date = new Date();
  date.setDate(date.getDate() + 14);
  return today(date);
}

/** The invoice screen of the finance routes: loads what its route names, then the machine. */
export default function InvoiceRoute() {
  const { id, studentId } = useParams();
  const location = useLocation();
  const isPay = useMatch(paths.registerPayment(':id')) !== null;
  const isEditPayment = useMatch(paths.editPayment(':id')) !== null;
  const isPayments = useMatch(paths.invoicePayments(':id')) !== null;
  const isEdit = useMatch(paths.studentInvoiceEdit(':id')) !== null;
  const mode: InvoiceMode = studentId
    ? 'create'
    : isPay
      ? 'pay'
      : isEditPayment
        ? 'edit-payment'
        : isPayments
          ? 'payments'
          : isEdit
            ? 'edit'
            : 'view';
  const payment = usePayment(mode === 'edit-payment' ? id : undefined);
  const invoiceId = mode === 'edit-payment' ? payment.data?.attributes.invoice_id : id;
  const invoice = useInvoice(mode === 'create' ? undefined : invoiceId);
  const period = useCurrentPeriod();

  if (mode === 'create') {
    const student = (location.state as { student?: InvoiceStudent } | null)?.student;
    if (period.isPending) return <LoadingRows columns={4} rows={4} />;
    return (
      <InvoiceMachine
        mode="create"
        heading={student}
        input={{
          draft: {
            student_id: studentId ?? '',
            ...(student?.class_id ? { class_id: student.class_id } : {}),
            ...(period.data ? { term: period.data.term, session: period.data.session } : {}),
            due_date: inTwoWeeks(),
          },
        }}
      />
    );
  }
  const failed = payment.error ?? invoice.error;
  if (failed) return <ErrorState message={failed.message} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <LoadingRows columns={4} rows={4} />;
  return (
    <InvoiceMachine
      key={invoice.data.id}
      mode={mode}
      input={{ invoice: invoice.data }}
      {...(mode === 'edit-payment' && id ? { paymentId: id } : {})}
    />
  );
}
