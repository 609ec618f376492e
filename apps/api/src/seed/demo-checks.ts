/**
 * The demo's report-card checks (issue 31), so Report Card Checks (principal, superadmin) has
 * something to show: the demo student's First Term card looked up by its code alone (a school
 * he applies to reads the facts) and then with its PIN (every score), and a classmate's card
 * given a wrong PIN before the right one. Made through the check page's own use cases
 * (verify-card.ts), as the public page makes them. Codes exist only when the server has its key
 * (server-key.ts): without one nothing was issued and nothing is checked.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { results } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { pinOf, printedCode } from '../report-cards/codes.ts';
import { validVerifications } from '../report-cards/report-cards.queries.ts';
import { lookUpCard, openCard } from '../report-cards/verify-card.ts';
import type { SeededIds } from './demo.ts';
import type { DemoSchool } from './demo-school.ts';
import { SESSION } from './demo-school.ts';

/** Answers how many checks were made. */
export async function seedDemoChecks(
  db: Db,
  config: Pick<Config, 'messagesSecretKey'>,
  ids: SeededIds,
  school: DemoSchool,
): Promise<number> {
  const serverKey = config.messagesSecretKey;
  if (!serverKey) return 0;
  const { schId } = school;
  const jss1a = must(
    school.arms.find((a) => a.classId === ids.demo.classIds[0] && a.subClass === 'A'),
    'JSS 1 A',
  );
  const chidi = ids.users.student;
  const classmate = must(jss1a.studentIds.find((id) => id !== chidi));
  // Their end-of-term cards of the First Term, as released.
  const cards = await db
    .select({ id: results.id, studentId: results.studentId })
    .from(results)
    .where(
      and(
        eq(results.schId, schId),
        inArray(results.studentId, [chidi, classmate]),
        eq(results.period, 'Second Half'),
        eq(results.term, 'First Term'),
        eq(results.session, SESSION),
      ),
    );
  const codes = await validVerifications(
    db,
    schId,
    cards.map((c) => c.id),
  );
  const codeOf = (studentId: bigint) => {
    const card = must(cards.find((c) => c.studentId === studentId));
    const code = must(codes.find((c) => c.resultId === card.id)).code;
    return { printed: printedCode(schId, code), pin: pinOf(serverKey, schId, code) };
  };

  const his = codeOf(chidi);
  await lookUpCard(db, his.printed);
  await openCard(db, serverKey, his.printed, his.pin);
  const theirs = codeOf(classmate);
  const wrong = theirs.pin === '12345678' ? '87654321' : '12345678';
  // refused with 422 (4 tries left), and logged as a wrong PIN
  await openCard(db, serverKey, theirs.printed, wrong).catch((error: unknown) => {
    if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
  });
  await openCard(db, serverKey, theirs.printed, theirs.pin);
  return 4;
}
