import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, SESSION, summaries } from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { seedDemoFinance } from './demo-finance.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
  await seedDemoFinance(t.database.db, t.ids);
});
afterAll(async () => {
  await t.close();
});

describe('the demo finance', () => {
  it('shows the bursar invoices in every state and figures that add up', async () => {
    const invoices = await ok(t, 'GET', '/invoice', { query: { session: SESSION } });
    const states = invoices.data.map(
      (i: { attributes: { fullname: string; status: string; outstanding: number } }) => [
        i.attributes.fullname,
        i.attributes.status,
        i.attributes.outstanding,
      ],
    );
    expect(states).toEqual([
      ['Eze Ngozi', 'part_paid', 11_600_000],
      ['Bello Tunde', 'unpaid', 19_350_000],
      ['Okafor Amaka', 'paid', 0],
      ['Danjuma Chidi', 'part_paid', 11_850_000],
    ]);
    expect(await summaries(t)).toEqual({
      expected_income: 15_600_000 + 19_350_000 + 19_350_000 + 18_850_000,
      received_income: 4_000_000 + 19_350_000 + 7_000_000,
      outstanding: 11_600_000 + 19_350_000 + 11_850_000,
      discount: 3_750_000 + 1_500_000,
      total_expense: 5_775_000,
      account_balance: 50_000_000 + 30_350_000 - 5_775_000,
    });
  });

  it('shows the demo student their own invoice and receipts', async () => {
    const mine = await ok(t, 'GET', '/invoice', { as: 'student' });
    expect(mine.data).toHaveLength(1);
    expect(
      mine.data[0].attributes.payments.map((p: { receipt_no: string }) => p.receipt_no),
    ).toEqual(['RCT/2025-2026/000001', 'RCT/2025-2026/000002']);
  });
});
