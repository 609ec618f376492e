/**
 * Campus balances add up (issue 29, point 7). A bank account belongs to a campus or to the whole
 * school; a campus's account balance counts the opening balances of its own accounts only, so
 * the campuses' balances and the school-wide accounts' openings sum to the school's balance.
 * Before, every campus counted every account of the school, and two campuses summed to more
 * than the school by exactly the opening balances (and no body could name a bank's campus).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db/rows.ts';
import { campuses } from '../db/schema.ts';
import { addPerson } from '../test/add-person.ts';
import { conforms } from '../test/conforms.ts';
import {
  addStudents,
  createBank,
  createFee,
  createInvoice,
  ok,
  pay,
  SESSION,
  TERM,
} from '../test/finance.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
let annex: string;
let schoolWide: string;

const balance = async (as: string) =>
  (await ok(t, 'GET', '/accountbalance', { as, query: { session: SESSION, term: TERM } })).data
    .attributes.amount as number;

beforeAll(async () => {
  t = await setup();
  annex = String(
    one(
      await t.database.db
        .insert(campuses)
        .values({
          schId: t.ids.demo.schId,
          name: 'Annex',
          email: 'annex@demo.test',
          phoneno: '1',
          address: 'x',
          state: 'Lagos',
        })
        .returning(),
    ).id,
  );
  await addPerson(t, {
    username: 'annex-bursar',
    kind: 'staff',
    designationId: 2,
    campusId: BigInt(annex),
  });
  // The demo campus's own account, paid into; the annex's own account, spent from.
  const main = await createBank(t, '2034567891', 1_000_000);
  const annexBank = (
    await ok(t, 'POST', '/bank', {
      as: 'annex-bursar',
      body: {
        bank_name: 'Zenith Bank',
        account_name: 'Demo Annex',
        account_number: '1012345678',
        opening_balance: 2_000_000,
      },
    })
  ).data;
  expect(annexBank.attributes).toMatchObject({ campus_id: annex, campus: 'Annex' });
  // The proprietor's account, of the whole school.
  const wide = await t.call('POST', '/bank', {
    as: 'account',
    body: {
      bank_name: 'GTBank',
      account_name: 'Demo Proprietor',
      account_number: '0123456789',
      opening_balance: 4_000_000,
      campus_id: null,
    },
  });
  expect(wide.statusCode, wide.body).toBe(201);
  schoolWide = wide.json().data.id;
  const fee = await createFee(t, 'School fees', 300_000);
  const [student] = await addStudents(t, 'sum', 1);
  const invoice = await createInvoice(t, String(student), [{ fee_id: fee }]);
  expect((await pay(t, invoice.id, 250_000, { bankId: main })).statusCode).toBe(201);
  await ok(t, 'POST', '/expenses', {
    as: 'annex-bursar',
    body: {
      term: TERM,
      session: SESSION,
      expense_category: 'Maintenance',
      amount: 70_000,
      payment_method: 'transfer',
      bank_id: annexBank.id,
      beneficiary: 'Ade Plumbing',
      purpose: 'Borehole repair',
      spent_at: '2025-09-20',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('account balances by campus', () => {
  it("count each campus's own accounts, and add up to the school's with the school-wide ones", async () => {
    const [main, annexBalance, school] = [
      await balance('account'),
      await balance('annex-bursar'),
      await balance('superadmin'),
    ];
    expect(main).toBe(1_000_000 + 250_000);
    expect(annexBalance).toBe(2_000_000 - 70_000);
    expect(school).toBe(1_000_000 + 2_000_000 + 4_000_000 + 250_000 - 70_000);
    expect(main + annexBalance + 4_000_000).toBe(school);
  });

  it("give the proprietor's overview, each figure of the campuses adding up to the school's", async () => {
    const res = await t.call('GET', '/finance/overview', {
      as: 'superadmin',
      query: { session: SESSION, term: TERM },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = conforms(res, 'FinanceOverviewAnswer');
    type Figures = Record<string, number>;
    const rows = body.data.map((r: { attributes: Figures & { campus: string } }) => r.attributes);
    expect(rows.map((r: { campus: string }) => r.campus)).toContain('Annex');
    const school = body.meta.school as Figures;
    expect(body.meta.school_accounts_opening).toBe(4_000_000);
    for (const figure of Object.keys(school)) {
      const sum = rows.reduce((total: number, r: Figures) => total + (r[figure] as number), 0);
      const wide = figure === 'account_balance' ? body.meta.school_accounts_opening : 0;
      expect(sum + wide, figure).toBe(school[figure]);
    }
    expect(school.account_balance).toBe(await balance('superadmin'));
    expect(rows.find((r: { campus: string }) => r.campus === 'Annex')?.account_balance).toBe(
      await balance('annex-bursar'),
    );
    const bursar = await t.call('GET', '/finance/overview', { as: 'account' });
    expect(bursar.statusCode).toBe(403);
  });

  it('sum exactly to the school once every account belongs to a campus', async () => {
    const moved = await t.call('PATCH', `/bank/${schoolWide}`, {
      as: 'account',
      body: { campus_id: annex },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.attributes).toMatchObject({ campus_id: annex, campus: 'Annex' });
    expect((await balance('account')) + (await balance('annex-bursar'))).toBe(
      await balance('superadmin'),
    );
  });

  it('lists each account with its campus, within the contract', async () => {
    const res = await t.call('GET', '/bank', { as: 'account' });
    const names = conforms(res, 'BankList').data.map(
      (b: { attributes: { account_name: string; campus: string | null } }) => [
        b.attributes.account_name,
        b.attributes.campus,
      ],
    );
    expect(names).toEqual([
      ['Demo Academy Fees', expect.any(String)],
      ['Demo Proprietor', 'Annex'],
      ['Demo Annex', 'Annex'],
    ]);
  });

  it("refuses another school's campus (422), writing nothing", async () => {
    const before = await t.rowCount();
    const res = await t.call('PATCH', `/bank/${schoolWide}`, {
      as: 'account',
      body: { campus_id: String(t.ids.other.campusId) },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['campus_id']);
    expect(await t.rowCount()).toBe(before);
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from finance_banks where sch_id = ${t.ids.demo.schId} and campus_id is null`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
