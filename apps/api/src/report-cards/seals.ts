/**
 * The verification part of released report cards on the reads that print them (issue 31): the
 * code, its page's address, the PIN and the signed statement the QR code carries.
 */
import type { components } from '@schoolmates/sdk';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { pinOf, printedCode } from './codes.ts';
import { validVerifications } from './report-cards.queries.ts';

type S = components['schemas'];
type CardRecord = S['ResultRecord'];

/** The records, each released one with its `verification`. */
export async function withSeals<R extends CardRecord>(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'messagesSecretKey'>,
  schId: bigint,
  records: R[],
): Promise<R[]> {
  const serverKey = config.messagesSecretKey;
  const released = records.filter((r) => r.attributes.status === 'released');
  if (!serverKey || released.length === 0) return records;
  const found = await validVerifications(
    db,
    schId,
    released.map((r) => BigInt(r.id)),
  );
  const byResult = new Map(found.map((v) => [String(v.resultId), v]));
  return records.map((r) => {
    const v = byResult.get(r.id);
    if (!v || r.attributes.status !== 'released') return r;
    const code = printedCode(schId, v.code);
    const verification: S['ReportCardSeal'] = {
      code,
      pin: pinOf(serverKey, schId, v.code),
      url: `${config.publicUrl}/verify/${code}`,
      statement: v.statement,
    };
    return { ...r, attributes: { ...r.attributes, verification } };
  });
}
