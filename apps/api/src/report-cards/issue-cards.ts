/**
 * A code for every released report card (issue 31), issued in the release's transaction
 * (results/release.ts): the card's figures as the student reads them (results/sheets.ts), its
 * minimal facts, and the statement signed over both. A withhold, or a new release, marks the
 * result's valid code replaced, so an old card answers "replaced on …" and never its scores.
 */
import type { components } from '@schoolmates/sdk';
import type { DbOrTx } from '../db/client.ts';
import type { results } from '../db/schema.ts';
import { newCodeRandom, printedCode } from './codes.ts';
import {
  insertVerifications,
  type NewVerification,
  replaceVerifications,
  schoolOf,
} from './report-cards.queries.ts';
import type { SigningKey } from './signing-keys.ts';
import { figuresHash, figuresOf, STATEMENT_VERSION, signStatement } from './statement.ts';

type ResultRow = typeof results.$inferSelect;

type S = components['schemas'];

export interface Issuer {
  /** The portal's address (the statement's issuer). */
  publicUrl: string;
  key: SigningKey;
}

/** Marks the valid codes of these results replaced (they were withheld). */
export async function replaceCards(tx: DbOrTx, schId: bigint, withheld: readonly ResultRow[]) {
  await replaceVerifications(
    tx,
    schId,
    withheld.map((r) => r.id),
    new Date(),
  );
}

/**
 * Issues a code for each released result (of one period, term and session), replacing any
 * before; `records` are their cards as the students read them, computed by the release.
 */
export async function issueCards(
  tx: DbOrTx,
  issuer: Issuer,
  schId: bigint,
  released: readonly ResultRow[],
  records: readonly (S['EndTermResultRecord'] | S['MidTermResultRecord'])[],
): Promise<void> {
  if (released.length === 0) return;
  const at = new Date();
  await replaceVerifications(
    tx,
    schId,
    released.map((r) => r.id),
    at,
  );
  const school = await schoolOf(tx, schId);
  if (!school) return;
  const rows: NewVerification[] = [];
  for (const { id, attributes: a } of records) {
    const random = newCodeRandom();
    const code = printedCode(schId, random);
    const className = a.sub_class ? `${a.class_name} ${a.sub_class}` : a.class_name;
    const facts: S['VerificationFacts'] = {
      school_name: school.name,
      school_logo: school.logo,
      student_fullname: a.student_fullname,
      class_name: className,
      period: a.period,
      term: a.term,
      session: a.session,
    };
    const figures = figuresOf(a);
    const statement = await signStatement(
      {
        v: STATEMENT_VERSION,
        iss: issuer.publicUrl,
        code,
        school: { id: String(schId), name: school.name },
        student: { id: a.student_id, name: a.student_fullname },
        class: className,
        term: a.term,
        session: a.session,
        period: a.period,
        released_at: at.toISOString(),
        figures: figuresHash(figures),
      },
      issuer.key,
    );
    rows.push({
      schId,
      code: random,
      resultId: BigInt(id),
      period: a.period,
      statement,
      kid: issuer.key.kid,
      facts,
      figures,
      releasedAt: at,
    });
  }
  await insertVerifications(tx, rows);
}
