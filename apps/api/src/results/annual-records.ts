/**
 * A student's annual figures as the contract answers them, within the class arm they were in:
 * the cumulative score over the terms of a session so far (`/cumulativescore`) and the
 * end-of-year class average (`/end-term-class-average`). The figures: cumulative.ts.
 */
import { TERMS, type Term } from '@schoolmates/domain/calendar';
import type { Auth } from '../auth/sessions.ts';
import type { ParamsOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { one } from '../db/rows.ts';
import { record, toId } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { fullName } from '../people/records.ts';
import { checkOwnResults, readsAsFamily, studentOfSchool } from './access.ts';
import { cumulativeLines, cumulativeOf } from './cumulative.ts';
import { checkNotHeld, isHeld } from './fee-gate.ts';
import {
  firstResultInClass,
  latestResultOf,
  releasedTerms,
  subjectsByIds,
} from './results.queries.ts';
import { loadSheets } from './sheets.queries.ts';

export async function cumulativeScore(
  db: DbOrTx,
  auth: Auth,
  params: ParamsOf<'getCumulativeScore'>,
) {
  const asStudent = readsAsFamily(auth);
  checkOwnResults(auth, params.student_id);
  const student = await studentOfSchool(db, auth, params.student_id);
  const asked = TERMS.slice(0, TERMS.indexOf(params.term) + 1);
  // When the asked term has no result yet, the arm of the latest term that has one.
  const anchor = await latestResultOf(db, auth.schId, student.id, asked, params.session);
  if (!anchor) throw notFound('Result');
  const counted = asStudent ? await familyTerms(db, auth.schId, student.id, asked, params) : asked;
  const { cls, annual, bands, summary } = await cumulativeOf(
    db,
    auth,
    student,
    anchor,
    params.session,
    counted,
  );
  const sheet = one(await loadSheets(db, [cls], params.term, params.session));
  const taken = annual.students.get(String(student.id))?.subjects.keys() ?? [];
  const names = await subjectNames(db, auth.schId, sheet.subjects, taken);
  return record(student.id, {
    student_id: String(student.id),
    student_fullname: fullName(student),
    admission_number: student.admissionNumber ?? '',
    class_id: String(cls.id),
    class_name: cls.className,
    sub_class: anchor.subClass,
    period: params.period,
    term: params.term,
    session: params.session,
    subjects: cumulativeLines(annual, String(student.id), bands, names),
    ...summary,
  });
}

/**
 * The terms a family's figures count: the asked term held for fees owed is the held answer; an
 * earlier held term counts as one not released (issue 29).
 */
async function familyTerms(
  db: DbOrTx,
  schId: bigint,
  studentId: bigint,
  asked: Term[],
  at: { term: Term; session: string },
) {
  await checkNotHeld(db, schId, studentId, at.term, at.session);
  const released = await releasedTerms(db, schId, studentId, at.session);
  const held = await Promise.all(
    asked.map((t) => released.has(t) && isHeld(db, schId, studentId, t, at.session)),
  );
  return asked.filter((t, n) => released.has(t) && !held[n]);
}

/** Subject names by id: the class's of the term, and those taken elsewhere in the session. */
async function subjectNames(
  db: DbOrTx,
  schId: bigint,
  ofClass: { id: bigint; name: string }[],
  taken: Iterable<string>,
) {
  const names = new Map(ofClass.map((s) => [String(s.id), s.name]));
  const missing = [...taken].filter((id) => !names.has(id));
  if (missing.length > 0) {
    for (const s of await subjectsByIds(db, schId, missing.map(toId))) {
      names.set(String(s.id), s.name);
    }
  }
  return names;
}

export async function endTermClassAverage(
  db: DbOrTx,
  auth: Auth,
  params: ParamsOf<'getEndTermClassAverage'>,
) {
  const student = await studentOfSchool(db, auth, params.student_id);
  const anchor = await firstResultInClass(
    db,
    auth.schId,
    student.id,
    toId(params.class_name),
    params.session,
  );
  if (!anchor) throw notFound('Result in this class for the session');
  const { cls, summary } = await cumulativeOf(db, auth, student, anchor, params.session, TERMS);
  return record(student.id, {
    student_id: String(student.id),
    student_fullname: fullName(student),
    class_id: String(cls.id),
    class_name: cls.className,
    sub_class: anchor.subClass,
    session: params.session,
    ...summary,
  });
}
