import {
  exampleDraft,
  exampleFees,
  exampleInvoice,
  examplePayment,
  type InvoiceBatchState,
  type InvoicePaymentState,
  invoiceBatchExamples,
  invoiceBatchStates,
  invoicePaymentExamples,
  invoicePaymentStates,
  withPayment,
} from '@schoolmates/machines/finance';
import { createClient, flatten } from '@schoolmates/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FormScreen } from '../../components/form-screen.tsx';
import { ApiProvider } from '../../lib/api.tsx';
import { today } from '../../lib/dates.ts';
import { choose } from '../../test/choose.ts';
import { failed, loading, noop, ready } from '../../test/story-states.ts';
import { BanksView, bankFieldsFor } from './banks/banks.view.tsx';
import { figuresByClass } from './dashboard/dashboard-figures.ts';
import { FinanceDashboardView } from './dashboard/finance-dashboard.view.tsx';
import { type ExpenseRow, ExpensesView } from './expenses/expenses.view.tsx';
import { FeeFormView, FeesView } from './fees/fees.view.tsx';
import type { Bank } from './finance.api.ts';
import { InvoiceMachine } from './invoices/invoice.route.tsx';
import { InvoiceBatchRoute } from './invoices/invoice-batch.route.tsx';
import { InvoiceListView } from './invoices/invoice-list.view.tsx';
import { type StudentRow, StudentsAccountView } from './invoices/students-account.view.tsx';
import { MyInvoiceView } from './my-invoice/my-invoice.view.tsx';

const meta = { title: 'Finance/Finance' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client whose calls never answer: stories show the state they start in. */
function Quiet({ children }: { children: ReactNode }) {
  const [client] = useState(() => createClient({ fetch: () => new Promise<Response>(() => {}) }));
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

const sessions = [
  { value: '2024/2025', label: '2024/2025' },
  { value: '2025/2026', label: '2025/2026' },
];
const classes = [
  { value: '7', label: 'JSS 1' },
  { value: '8', label: 'JSS 2' },
];
const banks: Bank[] = [
  {
    queryId: '9',
    bank_name: 'First Bank',
    account_name: 'Bright Future Academy',
    account_number: '2034567891',
    account_purpose: 'School fees',
    campus_id: '1',
    campus: 'Main campus',
    opening_balance: 50_000_000,
    total_received: 15_625_000,
    created_at: '2025-09-01T08:00:00.000Z',
  },
];
const fees = flatten(exampleFees);
const unpaid = exampleInvoice();
const firstPayment = examplePayment('701', 5_000_000, { invoice: unpaid });
const partlyPaid = withPayment(unpaid, firstPayment);
const invoiceRows = flatten([partlyPaid, exampleInvoice({ id: '502' })]);
const pageMeta = { page: 1, per_page: 25, total: 2, last_page: 1 };

// Banks.
const banksStory = (rows: Parameters<typeof BanksView>[0]['rows']): Story => ({
  render: () => <BanksView rows={rows} onDelete={noop} onRetry={noop} />,
});
export const BanksFilled: Story = banksStory(ready(banks));
export const BanksLoading: Story = banksStory(loading);
export const BanksEmpty: Story = banksStory(ready([]));
export const BanksError: Story = banksStory(failed);

const bankForm = (
  status: 'loading' | 'error' | 'ready',
  more: Partial<Parameters<typeof FormScreen>[0]> = {},
): Story => ({
  render: () => (
    <FormScreen
      fields={bankFieldsFor([
        { value: '1', label: 'Main campus' },
        { value: '2', label: 'Annex' },
      ])}
      mode={status === 'ready' && !more.initial ? 'create' : 'edit'}
      noun="bank account"
      status={status}
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
      {...more}
    />
  ),
});
const createBank = fn();

/** An account number that is not 10 digits is refused by the browser; a filled form is sent. */
export const BankFormCreate: Story = {
  ...bankForm('ready', { onSubmit: createBank }),
  play: async ({ canvas, userEvent }) => {
    createBank.mockClear();
    const number = canvas.getByLabelText(/Account number/);
    const submit = canvas.getByRole('button', { name: 'Create bank account' });
    await userEvent.type(canvas.getByLabelText(/Bank name/), 'First Bank');
    await userEvent.type(canvas.getByLabelText(/Account name/), ' Bright Future Academy ');
    await userEvent.type(number, '12345');
    await userEvent.type(canvas.getByLabelText(/Opening balance/), '150,000.50');
    await userEvent.click(submit);
    await expect(createBank).not.toHaveBeenCalled();
    await expect(number).toBeInvalid();
    await userEvent.clear(number);
    await userEvent.type(number, '3012345678');
    await userEvent.click(submit);
    await expect(createBank).toHaveBeenCalledWith({
      bank_name: 'First Bank',
      account_name: 'Bright Future Academy',
      account_number: '3012345678',
      opening_balance: '150,000.50',
      account_purpose: '',
      campus_id: '',
    });
  },
};
export const BankFormLoading: Story = bankForm('loading');
export const BankFormNotFound: Story = bankForm('error');
export const BankFormServerErrors: Story = {
  ...bankForm('ready', {
    errors: {
      account_number: ['The school already has this account number at First Bank'],
      opening_balance: ['Enter an amount in naira, such as 150,000.50'],
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Account number/)).toHaveAccessibleDescription(
      'The school already has this account number at First Bank.',
    );
    await expect(canvas.getByLabelText(/Opening balance/)).toHaveAccessibleDescription(
      'Enter an amount in naira, such as 150,000.50.',
    );
  },
};

// Fees.
const feesStory = (rows: Parameters<typeof FeesView>[0]['rows']): Story => ({
  render: () => (
    <FeesView
      rows={rows}
      filters={{ term: 'First Term' }}
      sessions={sessions}
      classes={classes}
      onFilter={noop}
      onDelete={noop}
      onRetry={noop}
    />
  ),
});
export const FeesFilled: Story = feesStory(ready(fees));
export const FeesLoading: Story = feesStory(loading);
export const FeesEmpty: Story = feesStory(ready([]));
export const FeesError: Story = feesStory(failed);
const feeForm = (props: Partial<Parameters<typeof FeeFormView>[0]>): Story => ({
  render: () => (
    <FeeFormView
      mode="create"
      status="ready"
      sessions={sessions}
      classes={classes}
      busy={false}
      errors={{}}
      onSubmit={noop}
      onCancel={noop}
      {...props}
    />
  ),
});
const createFee = fn();

/** An amount that is not naira is refused under its field; a filled form is sent in kobo. */
export const FeeFormCreate: Story = {
  ...feeForm({ onSubmit: createFee }),
  play: async ({ canvas, userEvent }) => {
    createFee.mockClear();
    const amount = canvas.getByLabelText(/Amount/);
    const submit = canvas.getByRole('button', { name: 'Create fee' });
    await userEvent.type(canvas.getByLabelText(/Fee type/), ' School fees ');
    await userEvent.type(amount, 'one hundred');
    await userEvent.click(submit);
    await expect(createFee).not.toHaveBeenCalled();
    await expect(amount).toHaveAccessibleDescription(
      'Enter an amount in naira, such as 150,000.50.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '150,000.50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'JSS 2' }));
    await userEvent.click(submit);
    await expect(createFee).toHaveBeenCalledWith({
      feetype: 'School fees',
      amount: 15_000_050,
      term: 'First Term',
      session: '2024/2025',
      category: 'tuition',
      fee_status: 'compulsory',
      class_scope: 'some',
      class_ids: ['8'],
    });
  },
};
export const FeeFormLoading: Story = feeForm({ mode: 'edit', status: 'loading' });
export const FeeFormNotFound: Story = feeForm({ mode: 'edit', status: 'error' });
export const FeeFormServerErrors: Story = feeForm({
  errors: { feetype: ['A fee of this name already covers JSS 1 this term'] },
});

// Invoices.
const invoiceList = (rows: Parameters<typeof InvoiceListView>[0]['rows']): Story => ({
  render: () => (
    <InvoiceListView
      rows={rows}
      meta={rows.status === 'ready' ? pageMeta : null}
      filters={{ page: 1 }}
      sessions={sessions}
      classes={classes}
      onFilter={noop}
      invoiceExport={{ exporting: null, onExport: noop }}
      paymentExport={{ exporting: null, onExport: noop }}
      onRetry={noop}
    />
  ),
});
export const InvoicesFilled: Story = invoiceList(ready(invoiceRows));
const filterInvoices = fn();
/** The search runs as the bursar types (after a short pause), as on Students: no Enter needed. */
export const InvoicesSearchAsYouType: Story = {
  render: () => (
    <InvoiceListView
      rows={ready(invoiceRows)}
      meta={pageMeta}
      filters={{ page: 2, class_id: '7' }}
      sessions={sessions}
      classes={classes}
      onFilter={filterInvoices}
      invoiceExport={{ exporting: null, onExport: noop }}
      paymentExport={{ exporting: null, onExport: noop }}
      onRetry={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    filterInvoices.mockClear();
    await userEvent.type(canvas.getByLabelText('Search invoices'), 'Obi ');
    await waitFor(() =>
      expect(filterInvoices).toHaveBeenLastCalledWith({ page: 1, class_id: '7', search: 'Obi' }),
    );
    await expect(filterInvoices).toHaveBeenCalledTimes(1);
  },
};
export const InvoicesLoading: Story = invoiceList(loading);
export const InvoicesEmpty: Story = invoiceList(ready([]));
export const InvoicesError: Story = invoiceList(failed);

// Students account.
const student: StudentRow = {
  queryId: '88',
  surname: 'Obi',
  firstname: 'Chidera',
  middlename: 'Ada',
  admission_number: 'BFA/2023/014',
  class_id: '7',
  present_class: 'JSS 1',
  sub_class: 'A',
} as StudentRow;
const studentsStory = (rows: Parameters<typeof StudentsAccountView>[0]['rows']): Story => ({
  render: () => (
    <StudentsAccountView
      rows={rows}
      meta={rows.status === 'ready' ? { ...pageMeta, total: 1 } : null}
      search=""
      classId={undefined}
      classes={classes}
      onSearch={noop}
      onClass={noop}
      onPage={noop}
      onRetry={noop}
    />
  ),
});
export const StudentsAccountFilled: Story = studentsStory(ready([student]));
const searchStudents = fn();
/** As on Invoices and Students, the search runs as the bursar types. */
export const StudentsAccountSearchAsYouType: Story = {
  render: () => (
    <StudentsAccountView
      rows={ready([student])}
      meta={{ ...pageMeta, total: 1 }}
      search=""
      classId={undefined}
      classes={classes}
      onSearch={searchStudents}
      onClass={noop}
      onPage={noop}
      onRetry={noop}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    searchStudents.mockClear();
    await userEvent.type(canvas.getByLabelText('Search students'), 'Chidera');
    await waitFor(() => expect(searchStudents).toHaveBeenLastCalledWith('Chidera'));
  },
};
export const StudentsAccountLoading: Story = studentsStory(loading);
export const StudentsAccountEmpty: Story = studentsStory(ready([]));
export const StudentsAccountError: Story = studentsStory(failed);

// Expenses.
const expense: ExpenseRow = {
  queryId: '31',
  campus_id: '3',
  campus: 'Main campus',
  term: 'First Term',
  session: '2025/2026',
  expense_category: 'Maintenance',
  amount: 4_500_050,
  payment_method: 'transfer',
  bank_id: '9',
  bank_name: 'First Bank',
  account_name: 'Bright Future Academy',
  beneficiary: 'Ade Plumbing',
  reference: 'TRF-0099',
  purpose: 'Repair of the borehole',
  spent_at: '2025-09-20',
  recorded_by: 'Ngozi Bursar',
  edits: [],
  created_at: '2025-09-20T10:00:00.000Z',
};
const expensesStory = (
  rows: Parameters<typeof ExpensesView>[0]['rows'],
  more: Partial<Parameters<typeof ExpensesView>[0]> = {},
): Story => ({
  render: () => (
    <ExpensesView
      rows={rows}
      meta={rows.status === 'ready' ? { ...pageMeta, total: rows.data.length } : null}
      banks={[{ value: '9', label: 'First Bank · Bright Future Academy' }]}
      busy={false}
      errors={{}}
      onRecord={noop}
      onCorrect={noop}
      {...more}
      onPage={noop}
      onRetry={noop}
    />
  ),
});
export const ExpensesFilled: Story = expensesStory(ready([expense]));
export const ExpensesLoading: Story = expensesStory(loading);
export const ExpensesEmpty: Story = expensesStory(ready([]));
export const ExpensesError: Story = expensesStory(failed);
const recordExpense = fn();
const correctExpense = fn();

/** A new expense: an amount that is not naira is refused under its field; a filled one is sent. */
export const ExpenseRecord: Story = {
  ...expensesStory(ready([expense]), { onRecord: recordExpense }),
  play: async ({ canvas, userEvent }) => {
    recordExpense.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Record expense' }));
    const form = within(canvas.getByRole('form', { name: 'Record expense' }));
    const amount = form.getByLabelText(/Amount/);
    const submit = form.getByRole('button', { name: 'Record expense' });
    await userEvent.type(form.getByLabelText(/Category/), 'Stationery');
    await userEvent.type(amount, '12.345');
    await userEvent.type(form.getByLabelText(/Beneficiary/), ' Ikeja Books ');
    await userEvent.type(form.getByLabelText(/Purpose/), 'Exam booklets');
    await userEvent.click(submit);
    await expect(recordExpense).not.toHaveBeenCalled();
    await expect(amount).toHaveAccessibleDescription(
      'Enter an amount in naira, such as 150,000.50.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '45,000');
    await userEvent.type(form.getByLabelText(/Reference/), 'TRF-0100');
    await userEvent.click(submit);
    await expect(recordExpense).toHaveBeenCalledWith(
      {
        expense_category: 'Stationery',
        amount: 4_500_000,
        payment_method: 'transfer',
        bank_id: '9',
        beneficiary: 'Ikeja Books',
        reference: 'TRF-0100',
        purpose: 'Exam booklets',
        spent_at: today(),
      },
      expect.any(Function),
    );
  },
};

/** A correction needs a reason: without one the browser refuses it; with one it is sent. */
export const ExpenseCorrect: Story = {
  ...expensesStory(ready([expense]), { onCorrect: correctExpense }),
  play: async ({ canvas, userEvent }) => {
    correctExpense.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Correct' }));
    const form = within(canvas.getByRole('form', { name: 'Correct expense' }));
    const amount = form.getByLabelText(/Amount/);
    const reason = form.getByLabelText(/Reason for the correction/);
    const submit = form.getByRole('button', { name: 'Save correction' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '40,000.50');
    await userEvent.click(submit);
    await expect(correctExpense).not.toHaveBeenCalled();
    await expect(reason).toBeInvalid();
    await userEvent.type(reason, ' Invoice was re-issued ');
    await userEvent.click(submit);
    await expect(correctExpense).toHaveBeenCalledWith(
      '31',
      {
        expense_category: 'Maintenance',
        amount: 4_000_050,
        payment_method: 'transfer',
        bank_id: '9',
        beneficiary: 'Ade Plumbing',
        reference: 'TRF-0099',
        purpose: 'Repair of the borehole',
        spent_at: '2025-09-20',
        reason: 'Invoice was re-issued',
      },
      expect.any(Function),
    );
  },
};

// My Invoice (student).
const myInvoice = (invoices: Parameters<typeof MyInvoiceView>[0]['invoices']): Story => ({
  render: () => (
    <MyInvoiceView
      invoices={invoices}
      onDownloadInvoice={noop}
      onDownloadReceipt={noop}
      onRetry={noop}
    />
  ),
});
export const MyInvoiceFilled: Story = myInvoice(ready([partlyPaid]));
export const MyInvoiceLoading: Story = myInvoice(loading);
export const MyInvoiceEmpty: Story = myInvoice(ready([]));
export const MyInvoiceError: Story = myInvoice(failed);

// The invoice screen: the real container in every state of the invoicePayment machine.
const invoiceStory = (state: InvoicePaymentState): Story => ({
  name: `Invoice: ${state}`,
  parameters: { invoicePaymentStates },
  render: () => {
    const snapshot = invoicePaymentExamples[state];
    const { invoice, draft } = snapshot.context;
    return (
      <Quiet>
        <InvoiceMachine
          mode={invoice ? 'view' : 'create'}
          input={invoice ? { invoice } : { draft: draft ?? exampleDraft }}
          heading={{
            fullname: 'Obi Chidera Ada',
            admission_number: 'BFA/2023/014',
            class_label: 'JSS 1 A',
          }}
          snapshot={snapshot}
        />
      </Quiet>
    );
  },
});
export const InvoiceDraftLoadingFees: Story = invoiceStory('draft.loadingFees');
export const InvoiceDraftEditing: Story = invoiceStory('draft.editing');
export const InvoiceDraftIssuing: Story = invoiceStory('draft.issuing');
export const InvoiceIssuedUnpaid: Story = invoiceStory('issued.unpaid');
export const InvoiceIssuedPartlyPaid: Story = invoiceStory('issued.partlyPaid');
export const InvoiceIssuedPaid: Story = invoiceStory('issued.paid');
export const InvoiceIssuedOverpaid: Story = invoiceStory('issued.overpaid');
export const InvoicePayingEntering: Story = invoiceStory('paying.entering');
export const InvoicePayingSubmitting: Story = invoiceStory('paying.submitting');
export const InvoicePayingFailed: Story = invoiceStory('paying.failed');

/**
 * Registering a payment: ₦0 is refused under the amount; a real amount is sent and the person
 * sees the payment saving (this story's client never answers).
 */
export const InvoiceRegisterPayment: Story = {
  ...invoiceStory('paying.entering'),
  name: 'Invoice: register a payment',
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Register payment' }));
    const amount = form.getByLabelText(/Amount paid/);
    const save = form.getByRole('button', { name: 'Save payment' });
    // The story's banks never load: the payment is in cash.
    await choose({ canvas: form, userEvent }, 'Payment method', 'Physical cash');
    await userEvent.type(amount, '0');
    await userEvent.click(save);
    await expect(amount).toHaveAccessibleDescription('Enter an amount above ₦0.00.');
    await expect(save).toBeEnabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25,000');
    await userEvent.type(form.getByLabelText(/Reference/), 'TRF-2231');
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
export const InvoiceCorrectingLoading: Story = invoiceStory('correcting.loading');
export const InvoiceCorrectingEntering: Story = invoiceStory('correcting.entering');
export const InvoiceCorrectingSaving: Story = invoiceStory('correcting.saving');
export const InvoiceAdjusting: Story = invoiceStory('adjusting');
export const InvoiceReversing: Story = invoiceStory('reversing');
export const InvoiceReloading: Story = invoiceStory('reloading');

/**
 * The invoice-edit route: an issued invoice with its change panel. A paid-into invoice refuses a
 * change without its reason; with one the change is sent and the person sees it saving.
 */
export const InvoiceEditPartlyPaid: Story = {
  render: () => (
    <Quiet>
      <InvoiceMachine
        mode="edit"
        input={{ invoice: partlyPaid }}
        snapshot={invoicePaymentExamples['issued.partlyPaid']}
      />
    </Quiet>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Change invoice' }));
    const discount = form.getByLabelText('Discount on Development levy (percent, or ₦ amount)');
    const reason = form.getByLabelText(/Reason for the change/);
    const save = form.getByRole('button', { name: 'Save changes' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    await userEvent.click(save);
    await expect(reason).toBeInvalid();
    await expect(save).toBeEnabled();
    await userEvent.type(reason, 'Second child in the school');
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
  },
};

// The account role's home panel.
const figures = {
  expected_income: 33_125_000,
  received_income: 5_000_025,
  outstanding: 28_124_975,
  discount: 1_875_000,
  total_expense: 4_500_050,
  account_balance: 50_499_975,
};
const dashboard = (state: 'loading' | 'empty' | 'error' | 'filled'): Story => ({
  render: () => (
    <FinanceDashboardView
      term="First Term 2025/2026"
      figures={
        state === 'loading'
          ? loading
          : state === 'error'
            ? failed
            : ready(
                state === 'empty'
                  ? {
                      ...figures,
                      expected_income: 0,
                      received_income: 0,
                      outstanding: 0,
                      discount: 0,
                      total_expense: 0,
                      account_balance: 0,
                    }
                  : figures,
              )
      }
      byClass={
        state === 'loading' ? loading : ready(state === 'empty' ? [] : figuresByClass(invoiceRows))
      }
      byMonth={
        state === 'loading'
          ? loading
          : ready(
              state === 'empty'
                ? []
                : [
                    { month: 'Sep 2025', received: 5_000_025 },
                    { month: 'Oct 2025', received: 0 },
                    { month: 'Nov 2025', received: 12_500_000 },
                  ],
            )
      }
      onRetry={noop}
    />
  ),
});
export const DashboardFilled: Story = dashboard('filled');
/** Six classes and a whole session of months: every label and figure keeps a line of its own. */
export const DashboardWholeSession: Story = {
  render: () => (
    <FinanceDashboardView
      term="First Term 2025/2026"
      figures={ready(figures)}
      byClass={ready(
        ['JSS 1', 'JSS 2', 'JSS 3', 'SSS 1', 'SSS 2', 'SSS 3'].map((class_name, i) => ({
          class_name,
          expected: 40_000_000 + i * 2_500_000,
          received: 12_500_000 + i * 4_000_000,
          outstanding: 27_500_000 - i * 1_500_000,
        })),
      )}
      byMonth={ready(
        ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'].map(
          (m, i) => ({
            month: `${m} ${i < 4 ? 2025 : 2026}`,
            received: i === 5 ? 0 : 2_500_000 + ((i * 7) % 12) * 1_250_000,
          }),
        ),
      )}
      onRetry={noop}
    />
  ),
};
export const DashboardLoading: Story = dashboard('loading');
export const DashboardEmpty: Story = dashboard('empty');
export const DashboardError: Story = dashboard('error');

// Invoicing a class arm or the school: the real container in every state of invoiceBatch.
const batchStory = (state: InvoiceBatchState): Story => ({
  name: `Invoice a class: ${state}`,
  parameters: { invoiceBatchStates },
  render: () => (
    <Quiet>
      <InvoiceBatchRoute snapshot={invoiceBatchExamples[state]} />
    </Quiet>
  ),
});
export const BatchChoosing: Story = batchStory('choosing');

/**
 * The person chooses the term and due date and sees the preview being worked out, the choice
 * held as sent until it comes.
 */
export const BatchPreviewAChoice: Story = {
  ...batchStory('choosing'),
  name: 'Invoice a class: preview a choice',
  play: async ({ canvas, userEvent }) => {
    const preview = canvas.getByRole('button', { name: 'Preview invoices' });
    const due = canvas.getByLabelText('Due date');
    await choose({ canvas, userEvent }, 'Term', 'Second Term');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-01-30');
    await userEvent.click(preview);
    await waitFor(() => expect(preview).toBeDisabled());
    await expect(canvas.getByRole('combobox', { name: 'Term' })).toHaveTextContent('Second Term');
    await expect(canvas.getByRole('combobox', { name: 'Term' })).toBeDisabled();
    await expect(due).toBeDisabled();
  },
};
export const BatchPreviewing: Story = batchStory('previewing');
export const BatchPreviewed: Story = batchStory('previewed');
export const BatchInvoicingCalling: Story = batchStory('invoicing.calling');
export const BatchFailed: Story = batchStory('invoicing.failed');
export const BatchDone: Story = batchStory('done');
