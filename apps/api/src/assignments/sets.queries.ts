/**
 * Assignment sets and their questions: creating, editing, publishing, deleting, listing. The
 * staff and student selections are separate column lists: the student's never reads `answer`.
 */
import type { Schema } from '@schoolmates/sdk';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  assignmentAnswers,
  assignmentQuestions,
  assignmentSets,
  assignmentSubmissions,
  classes,
  files,
  subjects,
} from '../db/schema.ts';
import { type AssignmentCaller, setsOf } from './access.ts';

type Kind = Schema<'AssignmentQuestionType'>;
export type QuestionInput = Schema<'ObjectiveQuestionInput'> | Schema<'TheoryQuestionInput'>;

/** Which sets a request names: kind and week always, narrowed by subject, class and arm. */
export interface SetFilter {
  period: Schema<'Period'>;
  term: Schema<'Term'>;
  session: string;
  questionType?: Kind;
  week?: number;
  subjectId?: bigint;
  classId?: bigint;
  /** undefined: any arm. */
  subClass?: string | null;
  /** The arm's sets and the sets for every arm. */
  armOrAll?: string;
}

/** Which submissions a request names: those to the sets of a `SetFilter`, maybe one student's. */
export interface SubmissionFilter extends SetFilter {
  studentId?: bigint;
}

export function matchSets(f: SetFilter): SQL[] {
  const s = assignmentSets;
  return [
    eq(s.period, f.period),
    eq(s.term, f.term),
    eq(s.session, f.session),
    ...(f.questionType ? [eq(s.questionType, f.questionType)] : []),
    ...(f.week !== undefined ? [eq(s.week, f.week)] : []),
    ...(f.subjectId !== undefined ? [eq(s.subjectId, f.subjectId)] : []),
    ...(f.classId !== undefined ? [eq(s.classId, f.classId)] : []),
    ...(f.subClass === undefined
      ? []
      : f.subClass === null
        ? [sql`${s.subClass} is null`]
        : [eq(s.subClass, f.subClass)]),
    ...(f.armOrAll === undefined
      ? []
      : [sql`(${s.subClass} is null or ${s.subClass} = ${f.armOrAll})`]),
  ];
}

export const matchSubmissions = (f: SubmissionFilter): SQL[] => [
  ...matchSets(f),
  ...(f.studentId !== undefined ? [eq(assignmentSubmissions.studentId, f.studentId)] : []),
];

/** Joins the set's class and subject (same school) for their names. */
export const setNames = {
  classes: and(eq(classes.schId, assignmentSets.schId), eq(classes.id, assignmentSets.classId)),
  subjects: and(
    eq(subjects.schId, assignmentSets.schId),
    eq(subjects.id, assignmentSets.subjectId),
  ),
};

const q = assignmentQuestions;
const s = assignmentSets;

/** What every caller sees of a question. */
const shownColumns = {
  id: q.id,
  setId: s.id,
  period: s.period,
  term: s.term,
  session: s.session,
  week: s.week,
  classId: s.classId,
  className: classes.className,
  subClass: s.subClass,
  subjectId: s.subjectId,
  subject: subjects.name,
  teacherId: s.teacherId,
  questionType: s.questionType,
  questionNumber: q.questionNumber,
  question: q.question,
  option1: q.option1,
  option2: q.option2,
  option3: q.option3,
  option4: q.option4,
  imageFileId: q.imageFileId,
  questionMark: q.questionMark,
  // over the questions the query returns: a student's totals are those of the published ones
  totalQuestion: sql<number>`count(*) over (partition by ${s.id})`.mapWith(Number),
  totalMark: sql<number>`sum(${q.questionMark}) over (partition by ${s.id})`.mapWith(Number),
  dueDate: s.dueDate,
};

/** The teacher's questions (with the answer key), ordered by class, subject, number. */
async function staffQuestions(db: DbOrTx, where: SQL[]) {
  const rows = await db
    .select({
      ...shownColumns,
      answer: q.answer,
      status: q.status,
      createdAt: q.createdAt,
      updatedAt: q.updatedAt,
    })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .innerJoin(classes, setNames.classes)
    .innerJoin(subjects, setNames.subjects)
    .where(and(...where))
    .orderBy(asc(classes.className), asc(subjects.name), asc(s.subClass), asc(q.questionNumber));
  return rows.map(
    (r): Schema<'AssignmentRecord'> => ({
      id: String(r.id),
      attributes: {
        period: r.period,
        term: r.term,
        session: r.session,
        week: r.week,
        class_id: String(r.classId),
        class_name: r.className,
        sub_class: r.subClass,
        subject_id: String(r.subjectId),
        subject: r.subject,
        teacher_id: String(r.teacherId ?? 0),
        question_type: r.questionType,
        question_number: r.questionNumber,
        question: r.question,
        option1: r.option1,
        option2: r.option2,
        option3: r.option3,
        option4: r.option4,
        answer: r.answer,
        image_file_id: r.imageFileId === null ? null : String(r.imageFileId),
        question_mark: r.questionMark,
        total_question: r.totalQuestion,
        total_mark: r.totalMark,
        due_date: r.dueDate,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      },
    }),
  );
}

/** A student's questions: published only, never the answer key. */
async function studentQuestions(
  db: DbOrTx,
  caller: AssignmentCaller & { role: 'student' },
  where: SQL[],
) {
  const rows = await db
    .select({
      ...shownColumns,
      submitted: sql<boolean>`exists (select 1 from ${assignmentSubmissions} sub
        where sub.sch_id = ${s.schId} and sub.set_id = ${s.id} and sub.student_id = ${caller.userId})`,
    })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .innerJoin(classes, setNames.classes)
    .innerJoin(subjects, setNames.subjects)
    .where(and(eq(q.status, 'published'), ...where))
    .orderBy(asc(subjects.name), asc(q.questionNumber));
  return rows.map(
    (r): Schema<'AssignmentQuestionRecord'> => ({
      id: String(r.id),
      attributes: {
        period: r.period,
        term: r.term,
        session: r.session,
        week: r.week,
        class_id: String(r.classId),
        class_name: r.className,
        subject_id: String(r.subjectId),
        subject: r.subject,
        question_type: r.questionType,
        question_number: r.questionNumber,
        question: r.question,
        option1: r.option1,
        option2: r.option2,
        option3: r.option3,
        option4: r.option4,
        image_file_id: r.imageFileId === null ? null : String(r.imageFileId),
        question_mark: r.questionMark,
        total_question: r.totalQuestion,
        total_mark: r.totalMark,
        due_date: r.dueDate,
        submitted: Boolean(r.submitted),
      },
    }),
  );
}

export function listQuestions(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SetFilter,
): Promise<(Schema<'AssignmentRecord'> | Schema<'AssignmentQuestionRecord'>)[]> {
  if (caller.role === 'student') {
    // a student always gets their own class: the class filter is the teacher's
    return studentQuestions(db, caller, [
      setsOf(caller),
      ...matchSets({ ...filter, classId: undefined, subClass: undefined }),
    ]);
  }
  return staffQuestions(db, [setsOf(caller), ...matchSets(filter)]);
}

/** The caller's questions of one set, as the teacher sees them. */
export const setQuestions = (db: DbOrTx, caller: AssignmentCaller, setId: bigint) =>
  staffQuestions(db, [setsOf(caller), eq(s.id, setId)]);

/** The caller's questions `ids`, as the teacher sees them. */
export const questionsById = (db: DbOrTx, caller: AssignmentCaller, ids: bigint[]) =>
  staffQuestions(db, [setsOf(caller), inArray(q.id, ids)]);

/** Whether a student has submitted one of the sets. */
export const hasSubmissions = async (db: DbOrTx, schId: bigint, setIds: bigint[]) =>
  setIds.length > 0 &&
  (
    await db
      .select({ id: assignmentSubmissions.id })
      .from(assignmentSubmissions)
      .where(
        and(eq(assignmentSubmissions.schId, schId), inArray(assignmentSubmissions.setId, setIds)),
      )
      .limit(1)
  ).length > 0;

/** How many of the files `ids` are `assignment_image` uploads of the school. */
export async function assignmentImages(db: DbOrTx, schId: bigint, ids: bigint[]) {
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.schId, schId), inArray(files.id, ids), eq(files.purpose, 'assignment_image')),
    );
  return found.length;
}

export async function subjectOfSchool(db: DbOrTx, schId: bigint, subjectId: bigint) {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schId, schId), eq(subjects.id, subjectId)));
  return subject !== undefined;
}

/** The set of (period, term, session, week, class arm, subject, kind), made on first use. */
export interface SetPlace {
  campusId: bigint;
  classId: bigint;
  subClass: string | null;
  subjectId: bigint;
  period: Schema<'Period'>;
  term: Schema<'Term'>;
  session: string;
  week: number;
  kind: Kind;
  dueDate: string;
}

/** The set's id, made now or found (its due date set to `dueDate`). */
export async function upsertSet(db: DbOrTx, caller: AssignmentCaller, set: SetPlace) {
  const result = await db.execute(sql`
      insert into ${s} (sch_id, campus_id, teacher_id, class_id, sub_class, subject_id, period,
        term, session, week, question_type, due_date)
      values (${caller.schId}, ${set.campusId}, ${caller.userId}, ${set.classId}, ${set.subClass},
        ${set.subjectId}, ${set.period}, ${set.term}, ${set.session}, ${set.week}, ${set.kind},
        ${set.dueDate})
      on conflict (sch_id, session, term, period, week, class_id, (coalesce(sub_class, '')),
        subject_id, question_type)
      do update set due_date = excluded.due_date
      returning id`);
  return BigInt((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id ?? 0);
}

export async function insertQuestions(
  db: DbOrTx,
  schId: bigint,
  setId: bigint,
  kind: Kind,
  questions: readonly QuestionInput[],
) {
  await db.insert(q).values(
    questions.map((x) => ({
      schId,
      setId,
      questionNumber: x.question_number,
      question: x.question,
      answer: x.answer,
      questionMark: x.question_mark,
      ...(kind === 'objective'
        ? {
            option1: (x as Schema<'ObjectiveQuestionInput'>).option1,
            option2: (x as Schema<'ObjectiveQuestionInput'>).option2,
            option3: (x as Schema<'ObjectiveQuestionInput'>).option3,
            option4: (x as Schema<'ObjectiveQuestionInput'>).option4,
          }
        : {
            imageFileId: 'image_file_id' in x && x.image_file_id ? BigInt(x.image_file_id) : null,
          }),
    })),
  );
}

/** The caller's questions `ids` with their set's kind. */
export async function questionsOfCaller(db: DbOrTx, caller: AssignmentCaller, ids: bigint[]) {
  return db
    .select({ question: q, questionType: s.questionType })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .where(and(setsOf(caller), inArray(q.id, ids)));
}

/**
 * Locks the questions in id order before any change: a submission marking them (it locks them
 * too) is waited for, so the marking again sees it; a later one waits and reads the new key.
 */
export async function lockQuestions(db: DbOrTx, schId: bigint, ids: bigint[]) {
  await db
    .select({ id: q.id })
    .from(q)
    .where(and(eq(q.schId, schId), inArray(q.id, ids)))
    .orderBy(q.id)
    .for('update');
}

/** Whether an answer to question `id` has a mark above `questionMark`. */
export async function answerMarkedAbove(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  questionMark: number,
) {
  const [above] = await db
    .select({ id: assignmentAnswers.id })
    .from(assignmentAnswers)
    .where(
      and(
        eq(assignmentAnswers.schId, schId),
        eq(assignmentAnswers.questionId, id),
        sql`${assignmentAnswers.markTenths} > ${questionMark * 10}`,
      ),
    )
    .limit(1);
  return above !== undefined;
}

export async function updateQuestion(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  change: Partial<typeof q.$inferInsert>,
) {
  await db
    .update(q)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(q.schId, schId), eq(q.id, id)));
}

export async function setDueDate(db: DbOrTx, schId: bigint, setIds: bigint[], dueDate: string) {
  await db
    .update(s)
    .set({ dueDate })
    .where(and(eq(s.schId, schId), inArray(s.id, setIds)));
}

/** `objectiveMarkTenths` (@schoolmates/domain) in SQL: the whole question mark or nothing. */
export const objectiveMark = (chosen: SQL, correct: SQL, questionMark: SQL) =>
  sql`case when ${chosen} = ${correct} then ${questionMark} * 10 else 0 end`;

/**
 * Marks again, from the stored answer key, every objective answer to the questions `where`
 * picks (over `assignment_questions` and `assignment_sets`), in one statement: the only way
 * objective marks are ever written besides submission. Answers how many it marked.
 */
export async function remarkObjective(db: DbOrTx, schId: bigint, where: SQL) {
  const a = assignmentAnswers;
  const marked = await db.execute(sql`
    update ${a} set mark_tenths = ${objectiveMark(sql`${a.answer}`, sql`${q.answer}`, sql`${q.questionMark}`)},
      marked_at = now()
    from ${q} join ${s} on ${s.schId} = ${q.schId} and ${s.id} = ${q.setId}
    where ${a.schId} = ${schId} and ${q.schId} = ${a.schId} and ${q.id} = ${a.questionId}
      and ${s.questionType} = 'objective' and ${where}
    returning 1`);
  return rowsOf(marked).length;
}

/** Marks again every objective answer to the questions `ids`. */
export const remarkQuestions = (db: DbOrTx, schId: bigint, ids: bigint[]) =>
  remarkObjective(db, schId, inArray(q.id, ids));

/** The set of the caller's question `id`. */
export async function setOfQuestion(db: DbOrTx, caller: AssignmentCaller, id: bigint) {
  const [row] = await db
    .select({ setId: q.setId })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .where(and(setsOf(caller), eq(q.id, id)));
  return row?.setId;
}

/** Deletes question `id` of set `setId`, and the set when it has no question left. */
export async function removeQuestion(db: DbOrTx, schId: bigint, id: bigint, setId: bigint) {
  await db.delete(q).where(and(eq(q.schId, schId), eq(q.id, id)));
  // a set without questions is no set: its due date goes with it
  await db.execute(sql`delete from ${s} where ${s.schId} = ${schId} and ${s.id} = ${setId}
      and not exists (select 1 from ${q} where ${q.schId} = ${s.schId} and ${q.setId} = ${s.id})`);
}

/** The caller's sets `filter` names. */
export async function matchingSetIds(db: DbOrTx, caller: AssignmentCaller, filter: SetFilter) {
  const sets = await db
    .select({ id: s.id })
    .from(s)
    .where(and(setsOf(caller), ...matchSets(filter)));
  return sets.map((x) => x.id);
}

/** Publishes or unpublishes every question of the sets. */
export async function setQuestionStatus(
  db: DbOrTx,
  schId: bigint,
  setIds: bigint[],
  status: Schema<'AssignmentStatus'>,
) {
  await db
    .update(q)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(q.schId, schId), inArray(q.setId, setIds)));
}
