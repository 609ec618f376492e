/** Release and withhold: a class (arm) or a list of students, all or nothing, audited. */
import { isTerm } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { toId } from '../http/envelope.ts';
import { type FieldErrors, invalid } from '../http/errors.ts';
import { visibleCampus } from '../http/scope.ts';
import { notify } from '../messages/notify.ts';
import type { Outbox } from '../messages/outbox.ts';
import { resultReleasedWording } from '../messages/templates.ts';
import { issueCards, replaceCards } from '../report-cards/issue-cards.ts';
import { signingKey } from '../report-cards/signing-keys.ts';
import { visibleClass } from './access.ts';
import {
  classesOfResults,
  copyHosComment,
  resultsOfClass,
  resultsOfStudents,
  setResultStatus,
} from './results.queries.ts';
import { loadEndTerm, loadSheets, type ResultRow, type SheetRow } from './sheets.queries.ts';
import { endTermOf, hosCommentOf, resultRecords } from './sheets.ts';

type S = components['schemas'];
type ReleaseBody = S['ResultReleaseClassInput'] | S['ResultReleaseStudentsInput'];

export async function setStatus(
  db: Db,
  outbox: Outbox,
  config: Pick<Config, 'publicUrl' | 'messagesSecretKey'>,
  auth: Auth,
  body: ReleaseBody,
  status: 'released' | 'withheld',
): Promise<S['ResultStatusChangeBody']> {
  // a withhold says why (its student sees only a message); a release has nothing to explain
  const reason = body.reason?.trim();
  if (status === 'withheld' && !reason)
    throw invalid({ reason: ['say why the result is withheld'] });
  if (status === 'released' && body.reason !== undefined) {
    throw invalid({ reason: ['only a withhold takes a reason'] });
  }
  let selected: ResultRow[];
  if ('class_id' in body) {
    const cls = await visibleClass(db, auth, body.class_id);
    selected = await resultsOfClass(db, cls, body.sub_class, body);
  } else {
    selected = await resultsOfStudents(db, auth.schId, body.student_ids.map(toId), body);
    const errors: FieldErrors = {};
    body.student_ids.forEach((id, n) => {
      const r = selected.find((s) => String(s.studentId) === id);
      if (!r || !visibleCampus(auth, r.campusId)) {
        errors[`student_ids.${n}`] = ['has no result for this period in your campus'];
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  const changing = selected.filter((r) => r.status !== status);
  // The key that signs the released cards' codes (issue 31), read or made before the
  // transaction: a reference table's row is not written in a school's transaction. Without
  // the server's key nothing can be sealed, and no code is issued.
  const serverKey = config.messagesSecretKey;
  const key =
    status === 'released' && changing.length > 0 && serverKey
      ? await signingKey(db, serverKey)
      : undefined;
  const changed = await db.transaction(async (tx) => {
    if (changing.length === 0) return [];
    const mine = await setResultStatus(tx, changing, status, {
      schId: auth.schId,
      actorId: auth.userId,
      reason: reason ?? null,
    });
    if (status === 'withheld') {
      await replaceCards(
        tx,
        auth.schId,
        mine.map((m) => m.result),
      );
    }
    if (status === 'released') {
      const released = mine.map((m) => m.result);
      // without a key no code is issued, but the end of term still copies its bank comments
      const cards = key || body.period === 'Second Half' ? await releasedCards(tx, released) : [];
      if (key) {
        await issueCards(tx, { publicUrl: config.publicUrl, key }, auth.schId, released, cards);
      }
      // A withhold tells nobody: its student sees only why, when signing in.
      await notify(tx, outbox, {
        schId: auth.schId,
        event: 'result_released',
        to: mine.map((m) => ({
          userId: m.result.studentId,
          eventKey: String(m.auditId),
          result: m.result,
        })),
        batch: `release:${mine[0]?.auditId ?? ''}`,
        family: true,
        wording: (reader, school, { result }) =>
          resultReleasedWording(
            school,
            reader,
            resultName(result),
            reader.child
              ? `${config.publicUrl}/family/children/${result.studentId}`
              : `${config.publicUrl}/academic-works/results/view`,
          ),
      });
    }
    return mine;
  });
  const verb = status === 'released' ? 'released' : 'withheld';
  const changedIds = new Set(changed.map((m) => m.result.id));
  // the listed students in their order (all or nothing: each has a result), else the class's
  const answered =
    'student_ids' in body
      ? body.student_ids.map((id) => must(selected.find((r) => String(r.studentId) === id)))
      : selected;
  return {
    message: `${changed.length} result${changed.length === 1 ? '' : 's'} ${verb}.`,
    data: {
      status,
      changed: changed.length,
      unchanged: selected.length - changed.length,
      student_ids: changed.map((m) => String(m.result.studentId)),
      students: answered.map((r) => ({
        student_id: String(r.studentId),
        outcome: changedIds.has(r.id) ? 'changed' : 'unchanged',
      })),
    },
  };
}

/** "First Term 2025/2026" (with "first half" for a mid-term result). */
const resultName = (result: ResultRow) =>
  `${result.term} ${result.session}${result.period === 'First Half' ? ' half-term' : ''}`;

/**
 * The released results' cards as their students read them, each class sheet loaded and computed
 * once (a whole class in one call). At the end of term the bank comment a card shows is copied
 * onto its result (it no longer follows the bank).
 */
async function releasedCards(db: DbOrTx, released: readonly ResultRow[]) {
  const first = released[0];
  if (!first || !isTerm(first.term)) return [];
  const wanted = new Set(released.map((r) => r.id));
  const isWanted = (row: SheetRow) => wanted.has(row.result.id);
  const classList = await classesOfResults(db, released);
  if (first.period === 'First Half') {
    const sheets = await loadSheets(db, classList, first.term, first.session);
    return resultRecords(db, sheets, 'midterm', isWanted);
  }
  const { sheets, extras } = await loadEndTerm(db, classList, first.term, first.session);
  const cards: S['EndTermResultRecord'][] = [];
  for (const sheet of sheets) {
    const campusExtras = must(extras.get(sheet.campus.id));
    const { computed, records } = endTermOf(sheet, campusExtras, isWanted);
    for (const { result, student } of computed.holders) {
      if (!wanted.has(result.id) || result.hosComment !== null) continue;
      const arm = computed.arms.get(result.subClass ?? '');
      const average = arm?.students.get(String(student.id))?.average ?? null;
      const comment = hosCommentOf(result, average, campusExtras);
      if (comment !== null) await copyHosComment(db, result, comment);
    }
    cards.push(...records);
  }
  return cards;
}
