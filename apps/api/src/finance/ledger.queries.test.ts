/**
 * The invoice status rule lives in packages/domain; the database filters by its one SQL copy
 * (invoiceStatusSql). Both must give the same status for the same total and amount paid.
 */
import { invoiceStatus } from '@schoolmates/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { emptyDatabase } from '../test/harness.ts';
import { invoiceStatusSql } from './ledger.queries.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
}, 120_000);
afterAll(() => drop());

/** [total, paid] in kobo: nothing paid, part paid, paid to the kobo, overpaid, free. */
const SAMPLES: [number, number][] = [
  [1_500_000, 0],
  [1_500_000, 1],
  [1_500_000, 1_499_999],
  [1_500_000, 1_500_000],
  [1_500_000, 2_000_000],
  [0, 0],
  [0, 50_000],
  [999_999_999_999, 999_999_999_998],
];

describe('invoiceStatusSql', () => {
  it('gives the domain’s invoiceStatus on sample invoices', async () => {
    for (const [total, paid] of SAMPLES) {
      const result = await database.db.execute(
        sql`select ${invoiceStatusSql(sql`${total}::bigint`, sql`${paid}::bigint`)} as status`,
      );
      const [row] = (result as unknown as { rows: { status: string }[] }).rows;
      expect(row?.status, `total ${total}, paid ${paid}`).toBe(invoiceStatus(total, paid));
    }
  });
});
