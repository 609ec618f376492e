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
import { loadEndTerm, type ResultRow } from './sheets.queries.ts';
import { compute, hosCommentOf, viewOf } from './sheets.ts';

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
      if (body.period === 'Second Half') await copyBankComments(tx, released);
      if (key) await issueCards(tx, { publicUrl: config.publicUrl, key }, auth.schId, released);
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
  return {
    message: `${changed.length} result${changed.length === 1 ? '' : 's'} ${verb}.`,
    data: {
      status,
      changed: changed.length,
      unchanged: selected.length - changed.length,
      student_ids: changed.map((m) => String(m.result.studentId)),
    },
  };
}

/** "First Term 2025/2026" (with "first half" for a mid-term result). */
const resultName = (result: ResultRow) =>
  `${result.term} ${result.session}${result.period === 'First Half' ? ' half-term' : ''}`;

/** On release, the bank comment shown is copied onto the result (it no longer follows the bank). */
async function copyBankComments(db: DbOrTx, released: ResultRow[]) {
  const pending = released.filter((r) => r.hosComment === null);
  // One load per term for every class involved (a list of students may span classes).
  const byTerm = new Map<string, ResultRow[]>();
  for (const r of pending) {
    const key = `${r.term}|${r.session}`;
    const rows = byTerm.get(key);
    if (rows) rows.push(r);
    else byTerm.set(key, [r]);
  }
  for (const rows of byTerm.values()) {
    const { term, session } = must(rows[0]);
    if (!isTerm(term)) continue;
    const wanted = new Set(rows.map((r) => r.id));
    const classList = await classesOfResults(db, rows);
    const { sheets, extras } = await loadEndTerm(db, classList, term, session);
    for (const sheet of sheets) {
      const c = compute(sheet, must(viewOf(sheet.scheme, 'endterm')));
      const campusExtras = must(extras.get(sheet.campus.id));
      for (const { result, student } of c.holders) {
        if (!wanted.has(result.id)) continue;
        const arm = c.arms.get(result.subClass ?? '');
        const average = arm?.students.get(String(student.id))?.average ?? null;
        const comment = hosCommentOf(result, average, campusExtras);
        if (comment !== null) await copyHosComment(db, result, comment);
      }
    }
  }
}
