/**
 * Students' answers: submission (objective answers marked here, by the server, from the stored
 * key), the answer lists, and the teacher's theory marks. Every record is written (as JSON, by
 * PostgreSQL) by `answerRecords`, which blanks the key, mark and comment unless `reveals`
 * allows them.
 */
import { schoolDate } from '@schoolmates/domain/calendar';
import type { Schema } from '@schoolmates/sdk';
import { type AnyColumn, and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { byName, fullName } from '../db/names.ts';
import { rowsOf } from '../db/rows.ts';
import {
  assignmentAnswers,
  assignmentQuestions,
  assignmentSets,
  assignmentSubmissions,
  classes,
  subjects,
  users,
} from '../db/schema.ts';
import { type AssignmentCaller, reveals, setsOf, submissionsOf } from './access.ts';
import {
  matchSets,
  matchSubmissions,
  objectiveMark,
  remarkObjective,
  type SetFilter,
  type SubmissionFilter,
  setNames,
} from './sets.queries.ts';

type Kind = Schema<'AssignmentQuestionType'>;

const a = assignmentAnswers;
const q = assignmentQuestions;
const s = assignmentSets;
const sub = assignmentSubmissions;

export const studentName = fullName(users);

/**
 * JSON text of SQL values (a SQL null as null). Strings are escaped by `to_json`; ids, numbers
 * and timestamps need no escaping, and skipping it halves the time of a record.
 */
const json = {
  string: (value: SQL | AnyColumn) => sql`coalesce(to_json(${value})::text, 'null')`,
  id: (value: SQL | AnyColumn) => sql`coalesce('"' || ${value} || '"', 'null')`,
  number: (value: SQL | AnyColumn) => sql`coalesce((${value})::text, 'null')`,
  /** As `Date.toISOString` writes it. */
  time: (value: SQL | AnyColumn) =>
    sql`coalesce('"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`,
};

/** `"key":value,…` from JSON text values (`json`). Text: json_build_object costs 4 times more. */
const jsonPairs = (pairs: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(pairs).map(
      ([key, value], i) => sql`${sql.raw(`'${i === 0 ? '' : ','}"${key}":'`)} || ${value}`,
    ),
    sql` || `,
  );

/** The JSON pairs of a set (its class and subject joined), of its student, of a question. */
const setJson = {
  period: json.string(s.period),
  term: json.string(s.term),
  session: json.string(s.session),
  week: json.number(s.week),
  class_id: json.id(s.classId),
  class_name: json.string(classes.className),
  sub_class: json.string(s.subClass),
  subject_id: json.id(s.subjectId),
  subject: json.string(subjects.name),
  question_type: json.string(s.questionType),
};
const studentJson = {
  student_id: json.id(sub.studentId),
  student_name: json.string(studentName),
  admission_number: json.string(sql`coalesce(${users.admissionNumber}, '')`),
};
const questionJson = {
  question_number: json.number(q.questionNumber),
  question: json.string(q.question),
  option1: json.string(q.option1),
  option2: json.string(q.option2),
  option3: json.string(q.option3),
  option4: json.string(q.option4),
  question_mark: json.number(q.questionMark),
};

/** Where records are read from: the tables, or (at submission) the rows just inserted. */
const tables = { submissions: sql`${sub}`, answers: sql`${a}` };

// Each CTE's rows carry their sch_id and are matched by (sch_id, id), so one school's rows
// meet only that school's (db/school-scope.ts follows a CTE's sch_id).

/**
 * THE shaping of answers (`AssignmentAnswerRecord`, as comma-separated JSON text for
 * `jsonList`, records.ts): of the caller's submissions that `where` picks (over the submission, its set and
 * student), their answers that `answerWhere` picks, ordered by class, subject, student and
 * question number; the key, mark and comment only where `reveals` says so.
 *
 * PostgreSQL writes the JSON (a class's 2,500 answers built record by record in JS took 50 ms),
 * the parts of a submission and of a question once each, and orders the names only over the
 * submissions (`place`), the answers by numbers.
 */
function answerRecords(
  caller: AssignmentCaller,
  where: SQL[],
  answerWhere: SQL[] = [],
  from = tables,
): SQL {
  return sql`with picked as (
      select ${sub.id} as id, ${sub.schId} as sch_id, ${sub.setId} as set_id,
        ${reveals(caller)} as shown,
        ${jsonPairs({ ...studentJson, ...setJson, submitted_at: json.time(sub.submittedAt) })} as json,
        row_number() over (order by ${classes.className}, ${subjects.name},
          ${sql.join(byName(users), sql`, `)}, ${sub.id}) as place
      from ${from.submissions}
      join ${s} on ${s.schId} = ${sub.schId} and ${s.id} = ${sub.setId}
      join ${users} on ${users.schId} = ${sub.schId} and ${users.id} = ${sub.studentId}
      join ${classes} on ${setNames.classes}
      join ${subjects} on ${setNames.subjects}
      where ${and(submissionsOf(caller), ...where)}),
    questions as (
      select ${q.id} as id, ${q.questionNumber} as number, ${q.answer} as key,
        ${jsonPairs(questionJson)} as json
      from ${q}
      where ${q.schId} = ${caller.schId}
        and (${q.schId}, ${q.setId}) in (select sch_id, set_id from picked))
    select coalesce(string_agg('{"id":"' || ${a.id} || '","attributes":{' || picked.json
      || ',' || questions.json || ',' || ${jsonPairs({
        assignment_id: json.id(a.questionId),
        answer: json.string(a.answer),
        correct_answer: json.string(sql`case when picked.shown then questions.key end`),
        teacher_mark: json.number(
          sql`case when picked.shown then ${a.markTenths}::float8 / 10 end`,
        ),
        mark: sql`case when ${a.markTenths} is null then '"not_marked"' else '"marked"' end`,
        marked_at: json.time(a.markedAt),
        teacher_comment: json.string(sql`case when picked.shown then ${a.comment} end`),
      })} || '}}', ',' order by picked.place, questions.number), '') as records
    from picked
    join ${from.answers} on ${a.schId} = picked.sch_id and ${a.submissionId} = picked.id
    join questions on questions.id = ${a.questionId}
    ${answerWhere.length > 0 ? sql`where ${and(...answerWhere)}` : sql``}`;
}

/** The comma-separated JSON records `records` writes. */
async function answerText(db: DbOrTx, records: SQL) {
  const [row] = rowsOf<{ records: string }>(await db.execute(records));
  return row?.records ?? '';
}

/** The answers the caller may see of the submissions `filter` names; `marked`: marked only. */
export const listAnswers = (
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SubmissionFilter,
  marked = false,
) =>
  answerText(
    db,
    answerRecords(
      caller,
      [
        ...matchSubmissions(filter),
        // a student reads marked answers only of published results
        ...(marked && caller.role === 'student' ? [isNotNull(sub.resultPublishedAt)] : []),
      ],
      marked ? [isNotNull(a.markTenths)] : [],
    ),
  );

/**
 * The teacher's sets `filter` names, each with its questions (keys included) once and its
 * submissions with their answers (`AssignmentSetSubmissionsRecord` as comma-separated JSON text,
 * written by PostgreSQL like `answerRecords`); `arm`: only the submissions of that arm's students. A fifth of the size of
 * the same answers as records, which repeat the question and the student on every answer.
 */
export async function listSubmissions(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SetFilter,
  arm: string | undefined,
) {
  const [row] = rowsOf<{ records: string }>(
    await db.execute(sql`with sets as (
      select ${s.id} as id, ${s.schId} as sch_id,
        ${jsonPairs(setJson)} as json,
        row_number() over (order by ${classes.className}, ${subjects.name},
          ${s.subClass} nulls first, ${s.id}) as place
      from ${s}
      join ${classes} on ${setNames.classes}
      join ${subjects} on ${setNames.subjects}
      where ${and(setsOf(caller), ...matchSets({ ...filter, armOrAll: arm }))}),
    questions as (
      select ${q.setId} as set_id, string_agg('{' || ${jsonPairs({
        id: json.id(q.id),
        ...questionJson,
        correct_answer: json.string(q.answer),
      })} || '}', ',' order by ${q.questionNumber}) as json
      from ${q}
      where ${q.schId} = ${caller.schId} and (${q.schId}, ${q.setId}) in (select sch_id, id from sets)
      group by ${q.setId}),
    submitted as (
      select ${sub.id} as id, ${sub.schId} as sch_id, ${sub.setId} as set_id,
        row_number() over (order by ${sql.join(byName(users), sql`, `)}, ${sub.id}) as place,
        ${jsonPairs({ id: json.id(sub.id), ...studentJson, submitted_at: json.time(sub.submittedAt) })} as json
      from ${sub}
      join ${users} on ${users.schId} = ${sub.schId} and ${users.id} = ${sub.studentId}
      where ${sub.schId} = ${caller.schId}
        and (${sub.schId}, ${sub.setId}) in (select sch_id, id from sets)
        ${arm === undefined ? sql`` : sql`and ${users.subClass} = ${arm}`}),
    answers as (
      select ${a.submissionId} as submission_id, string_agg('{' || ${jsonPairs({
        assignment_id: json.id(a.questionId),
        answer: json.string(a.answer),
        teacher_mark: json.number(sql`${a.markTenths}::float8 / 10`),
        marked_at: json.time(a.markedAt),
        teacher_comment: json.string(a.comment),
      })} || '}', ',' order by ${q.questionNumber}) as json
      from ${a}
      join ${q} on ${q.schId} = ${a.schId} and ${q.id} = ${a.questionId}
      where ${a.schId} = ${caller.schId}
        and (${a.schId}, ${a.submissionId}) in (select sch_id, id from submitted)
      group by ${a.submissionId}),
    submissions as (
      select submitted.set_id, string_agg('{' || submitted.json || ',"answers":['
        || coalesce(answers.json, '') || ']}', ',' order by submitted.place) as json
      from submitted left join answers on answers.submission_id = submitted.id
      group by submitted.set_id)
    select coalesce(string_agg('{"id":"' || sets.id || '","attributes":{' || sets.json
      || ',"questions":[' || coalesce(questions.json, '') || '],"submissions":['
      || coalesce(submissions.json, '') || ']}}', ',' order by sets.place), '') as records
    from sets
    left join questions on questions.set_id = sets.id
    left join submissions on submissions.set_id = sets.id`),
  );
  return row?.records ?? '';
}

const ofStudent = (filter: SubmissionFilter) =>
  filter.studentId === undefined ? [] : [eq(sub.studentId, filter.studentId)];

/**
 * Marks again, from the stored key, the objective answers to the caller's sets `filter`
 * names; answers how many it marked.
 */
export async function remarkAnswers(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SubmissionFilter,
) {
  return remarkObjective(
    db,
    caller.schId,
    and(
      setsOf(caller),
      ...matchSets(filter),
      inArray(
        a.submissionId,
        db
          .select({ id: sub.id })
          .from(sub)
          .where(and(eq(sub.schId, caller.schId), eq(sub.setId, s.id), ...ofStudent(filter))),
      ),
    ) as SQL,
  );
}

/** The answers (JSON text) to the caller's sets `filter` names. */
export const answersOfSets = (db: DbOrTx, caller: AssignmentCaller, filter: SubmissionFilter) =>
  answerText(
    db,
    answerRecords(caller, [setsOf(caller), ...matchSets(filter), ...ofStudent(filter)]),
  );

export interface SubmissionChecks {
  found: number;
  sets: number;
  of_kind: boolean;
  late: boolean;
  records: string;
}

/**
 * A student's submission of one published set of their class arm, in one statement: the
 * checks (`SubmissionChecks`: how many questions were found, of how many sets, whether of
 * `kind`, whether late: past the due date, which ends at the school's midnight), the
 * submission and its answers only when they pass, objective ones marked here from the stored
 * key, and the records (JSON text) of the rows it inserted. The questions are locked (for
 * share) while they are marked: a key being corrected is waited for and its new value used,
 * and a correction waits for the submission, then marks it again (edit-questions.ts). A
 * second submission breaks the unique key.
 */
export async function insertSubmission(
  db: DbOrTx,
  caller: AssignmentCaller,
  kind: Kind,
  answers: readonly { assignment_id: string; answer: string }[],
) {
  const ids = answers.map((x) => BigInt(x.assignment_id));
  const objective = kind === 'objective';
  // The rows written take their sch_id from the questions asked (of the caller's school), so
  // the statement's tables are one school's as db/school-scope.ts follows them.
  const result = await db.execute(sql`
      with chosen as (
        select * from unnest(${sql.param(ids.map(String))}::bigint[],
          ${sql.param(answers.map((x) => x.answer))}::text[]) as c(assignment_id, answer)),
      asked as (
        select ${q.id} as id, ${q.schId} as sch_id, ${q.setId} as set_id, ${q.answer} as key,
          ${q.questionMark} as question_mark, ${s.questionType} as question_type,
          ${s.dueDate} < ${schoolDate(new Date())}::date as late
        from ${q} join ${s} on ${s.schId} = ${q.schId} and ${s.id} = ${q.setId}
        where ${and(setsOf(caller), eq(q.status, 'published'))}
          and ${q.id} in (select assignment_id from chosen)
        order by ${q.id}
        for share of ${q}),
      checked as (
        select count(*)::int as found, count(distinct set_id)::int as sets,
          min(set_id) as set_id, coalesce(bool_and(question_type = ${kind}), true) as of_kind,
          coalesce(bool_or(late), false) as late
        from asked),
      school as (select sch_id from asked limit 1),
      submission as (
        insert into ${sub} (sch_id, set_id, student_id)
        select school.sch_id, set_id, ${caller.userId} from checked, school
        where found = ${ids.length} and sets = 1 and of_kind and not late
        returning *),
      answered as (
        insert into ${a} (sch_id, submission_id, question_id, answer, mark_tenths, marked_at)
        select submission.sch_id, submission.id, chosen.assignment_id, chosen.answer,
          ${objective ? objectiveMark(sql`chosen.answer`, sql`asked.key`, sql`asked.question_mark`) : sql`null`},
          ${objective ? sql`now()` : sql`null`}
        from submission, chosen join asked on asked.id = chosen.assignment_id
        returning *)
      select checked.*, (${answerRecords(caller, [], [], {
        submissions: sql`submission as ${sub}`,
        answers: sql`answered as ${a}`,
      })}) as records
      from checked`);
  return rowsOf<SubmissionChecks>(result)[0];
}

/**
 * The caller's answers to `marks` (question and student), locked in id order until the
 * transaction ends: of two marks sent at once, the second sees the first.
 */
export async function answersToMark(
  db: DbOrTx,
  caller: AssignmentCaller,
  marks: readonly Schema<'TheoryAssignmentMarkEntry'>[],
) {
  return db
    .select({
      id: a.id,
      questionId: a.questionId,
      studentId: sub.studentId,
      markTenths: a.markTenths,
      questionMark: q.questionMark,
      questionType: s.questionType,
      resultPublishedAt: sub.resultPublishedAt,
    })
    .from(a)
    .innerJoin(sub, and(eq(sub.schId, a.schId), eq(sub.id, a.submissionId)))
    .innerJoin(q, and(eq(q.schId, a.schId), eq(q.id, a.questionId)))
    .innerJoin(s, and(eq(s.schId, sub.schId), eq(s.id, sub.setId)))
    .where(
      and(
        setsOf(caller),
        inArray(
          a.questionId,
          marks.map((m) => BigInt(m.assignment_id)),
        ),
        inArray(
          sub.studentId,
          marks.map((m) => BigInt(m.student_id)),
        ),
      ),
    )
    .orderBy(a.id)
    .for('update', { of: a });
}

export interface MarkUpdate {
  id: bigint;
  markTenths: number;
  comment: string | null;
}

/** Writes every mark in one statement (not one per answer); answers their records (JSON text). */
export async function saveMarks(db: DbOrTx, caller: AssignmentCaller, updates: MarkUpdate[]) {
  const markedAt = new Date().toISOString();
  await db.execute(sql`
      update ${a} set mark_tenths = v.mark_tenths, comment = v.comment, marked_at = ${markedAt}::timestamptz
      from (values ${sql.join(
        updates.map((u) => sql`(${u.id}::bigint, ${u.markTenths}::integer, ${u.comment}::text)`),
        sql`, `,
      )}) as v(id, mark_tenths, comment)
      where ${a.schId} = ${caller.schId} and ${a.id} = v.id`);
  return answerText(
    db,
    answerRecords(
      caller,
      [],
      [
        inArray(
          a.id,
          updates.map((u) => u.id),
        ),
      ],
    ),
  );
}
