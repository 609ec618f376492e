/**
 * Assignment sets and their questions: creating, editing, publishing, deleting, listing. The
 * staff and student selections are separate column lists: the student's never reads `answer`.
 */
import { optionsProblem } from '@schoolmates/domain/assignments';
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
import type { FieldErrors } from '../http/errors.ts';
import { conflict, invalid, notFound, uniquely } from '../http/errors.ts';
import { type AssignmentCaller, checkTeaches, setsOf } from './access.ts';

type Kind = Schema<'AssignmentQuestionType'>;
type SetInput = Schema<'ObjectiveAssignmentInput'> | Schema<'TheoryAssignmentInput'>;
type QuestionInput = Schema<'ObjectiveQuestionInput'> | Schema<'TheoryQuestionInput'>;

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

const setQuestions = (db: DbOrTx, caller: AssignmentCaller, setId: bigint) =>
  staffQuestions(db, [setsOf(caller), eq(s.id, setId)]);

const hasSubmissions = async (db: DbOrTx, schId: bigint, setIds: bigint[]) =>
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

function questionProblems(kind: Kind, questions: readonly QuestionInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const numbers = new Set<number>();
  questions.forEach((question, i) => {
    if (numbers.has(question.question_number)) {
      errors[`questions.${i}.question_number`] = ['is used twice in the request'];
    }
    numbers.add(question.question_number);
    if (kind === 'objective') {
      const o = question as Schema<'ObjectiveQuestionInput'>;
      const problem = optionsProblem([o.option1, o.option2, o.option3, o.option4]);
      if (problem) errors[`questions.${i}.option1`] = [problem];
    }
  });
  return errors;
}

/** 422 unless every image is an `assignment_image` upload of the school. */
async function checkImages(db: DbOrTx, schId: bigint, ids: (string | null | undefined)[]) {
  const wanted = ids.filter((id): id is string => typeof id === 'string').map(BigInt);
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.schId, schId), inArray(files.id, wanted), eq(files.purpose, 'assignment_image')),
    );
  if (found.length !== new Set(wanted).size) {
    throw invalid({ image_file_id: ['must be an uploaded assignment image'] });
  }
}

/**
 * Adds questions to the set of (period, term, session, week, class arm, subject, kind),
 * creating the set on first use; `due_date` becomes the set's due date. All or nothing.
 */
export async function addQuestions(
  db: DbOrTx,
  caller: AssignmentCaller,
  kind: Kind,
  body: SetInput,
) {
  const errors = questionProblems(kind, body.questions);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const classId = BigInt(body.class_id);
  const subjectId = BigInt(body.subject_id);
  const subClass = body.sub_class ?? null;
  const [cls] = await db
    .select({ campusId: classes.campusId, subClasses: classes.subClasses })
    .from(classes)
    .where(and(eq(classes.schId, caller.schId), eq(classes.id, classId)));
  if (!cls) throw notFound('Class');
  if (subClass !== null && !cls.subClasses.includes(subClass)) {
    throw invalid({ sub_class: ['is not an arm of the class'] });
  }
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schId, caller.schId), eq(subjects.id, subjectId)));
  if (!subject) throw notFound('Subject');
  await checkTeaches(db, caller, { classId, subClass, subjectId, session: body.session });
  await checkImages(
    db,
    caller.schId,
    body.questions.map((x) => ('image_file_id' in x ? x.image_file_id : null)),
  );

  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into ${s} (sch_id, campus_id, teacher_id, class_id, sub_class, subject_id, period,
        term, session, week, question_type, due_date)
      values (${caller.schId}, ${cls.campusId}, ${caller.userId}, ${classId}, ${subClass},
        ${subjectId}, ${body.period}, ${body.term}, ${body.session}, ${body.week}, ${kind},
        ${body.due_date})
      on conflict (sch_id, session, term, period, week, class_id, (coalesce(sub_class, '')),
        subject_id, question_type)
      do update set due_date = excluded.due_date
      returning id`);
    const setId = BigInt(
      (result as unknown as { rows: { id: string | number }[] }).rows[0]?.id ?? 0,
    );
    if (await hasSubmissions(tx, caller.schId, [setId])) {
      throw conflict('Students have already submitted this assignment: add no more questions.');
    }
    await uniquely('A question number is already used in this assignment.', () =>
      tx.insert(q).values(
        body.questions.map((x) => ({
          schId: caller.schId,
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
                imageFileId:
                  'image_file_id' in x && x.image_file_id ? BigInt(x.image_file_id) : null,
              }),
        })),
      ),
    );
    return setQuestions(tx, caller, setId);
  });
}

type QuestionEdit =
  | Schema<'ObjectiveQuestionUpdate'>
  | Omit<Schema<'TheoryAssignmentUpdate'>, 'due_date'>;

/**
 * Edits the caller's questions of one kind, all or none. A changed answer key or mark marks
 * the objective answers again at once; a theory mark cannot go below a mark already given.
 */
export async function editQuestions(
  db: DbOrTx,
  caller: AssignmentCaller,
  kind: Kind,
  edits: readonly QuestionEdit[],
  dueDate: string | undefined,
) {
  const ids = edits.map((e) => BigInt(e.id));
  if (new Set(ids).size !== ids.length) throw invalid({ questions: ['names a question twice'] });
  const current = await db
    .select({ question: q, questionType: s.questionType })
    .from(q)
    .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
    .where(and(setsOf(caller), inArray(q.id, ids)));
  if (current.length !== ids.length) throw notFound('Assignment');
  if (current.some((c) => c.questionType !== kind)) {
    throw invalid({ id: [`must be a ${kind} question`] });
  }
  const errors: FieldErrors = {};
  edits.forEach((edit, i) => {
    const now = current.find((c) => c.question.id === BigInt(edit.id))?.question;
    if (!now || kind !== 'objective') return;
    const e = edit as Schema<'ObjectiveQuestionUpdate'>;
    const problem = optionsProblem([
      e.option1 ?? now.option1 ?? '',
      e.option2 ?? now.option2 ?? '',
      e.option3 ?? now.option3 ?? '',
      e.option4 ?? now.option4 ?? '',
    ]);
    if (problem) errors[`questions.${i}.option1`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  return db.transaction(async (tx) => {
    // Locked in id order before any change: a submission marking them (it locks them too) is
    // waited for, so the marking again below sees it; a later one waits and reads the new key.
    await tx
      .select({ id: q.id })
      .from(q)
      .where(and(eq(q.schId, caller.schId), inArray(q.id, ids)))
      .orderBy(q.id)
      .for('update');
    for (const edit of edits) {
      const id = BigInt(edit.id);
      const { id: _id, ...fields } = edit;
      const change: Partial<typeof q.$inferInsert> = {
        ...(fields.question_number !== undefined && { questionNumber: fields.question_number }),
        ...(fields.question !== undefined && { question: fields.question }),
        ...(fields.answer !== undefined && { answer: fields.answer }),
        ...(fields.question_mark !== undefined && { questionMark: fields.question_mark }),
        ...(fields.status !== undefined && { status: fields.status }),
        ...('option1' in fields && fields.option1 !== undefined && { option1: fields.option1 }),
        ...('option2' in fields && fields.option2 !== undefined && { option2: fields.option2 }),
        ...('option3' in fields && fields.option3 !== undefined && { option3: fields.option3 }),
        ...('option4' in fields && fields.option4 !== undefined && { option4: fields.option4 }),
        ...('image_file_id' in fields &&
          fields.image_file_id !== undefined && {
            imageFileId: fields.image_file_id === null ? null : BigInt(fields.image_file_id),
          }),
      };
      if ('image_file_id' in fields) await checkImages(tx, caller.schId, [fields.image_file_id]);
      if (kind === 'theory' && fields.question_mark !== undefined) {
        const [above] = await tx
          .select({ id: assignmentAnswers.id })
          .from(assignmentAnswers)
          .where(
            and(
              eq(assignmentAnswers.schId, caller.schId),
              eq(assignmentAnswers.questionId, id),
              sql`${assignmentAnswers.markTenths} > ${fields.question_mark * 10}`,
            ),
          )
          .limit(1);
        if (above) {
          throw conflict('An answer already has a higher mark: change that mark first.');
        }
      }
      await uniquely('A question number is already used in this assignment.', () =>
        tx
          .update(q)
          .set({ ...change, updatedAt: new Date() })
          .where(and(eq(q.schId, caller.schId), eq(q.id, id))),
      );
    }
    const setIds = [...new Set(current.map((c) => c.question.setId))];
    if (dueDate !== undefined) {
      await tx
        .update(s)
        .set({ dueDate })
        .where(and(eq(s.schId, caller.schId), inArray(s.id, setIds)));
    }
    if (kind === 'objective') await remarkObjective(tx, caller.schId, inArray(q.id, ids));
    return staffQuestions(tx, [setsOf(caller), inArray(q.id, ids)]);
  });
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

/** Deletes one of the caller's questions; 409 once a student has submitted the set. */
export async function deleteQuestion(db: DbOrTx, caller: AssignmentCaller, id: bigint) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ setId: q.setId })
      .from(q)
      .innerJoin(s, and(eq(s.schId, q.schId), eq(s.id, q.setId)))
      .where(and(setsOf(caller), eq(q.id, id)));
    if (!row) throw notFound('Assignment');
    if (await hasSubmissions(tx, caller.schId, [row.setId])) {
      throw conflict('Students have already submitted this assignment: it can no longer change.');
    }
    await tx.delete(q).where(and(eq(q.schId, caller.schId), eq(q.id, id)));
    // a set without questions is no set: its due date goes with it
    await tx.execute(sql`delete from ${s} where ${s.schId} = ${caller.schId} and ${s.id} = ${row.setId}
      and not exists (select 1 from ${q} where ${q.schId} = ${s.schId} and ${q.setId} = ${s.id})`);
  });
}

/** Publishes or unpublishes every question of the caller's matching sets; 404 when none. */
export async function publishSets(
  db: DbOrTx,
  caller: AssignmentCaller,
  filter: SetFilter,
  status: Schema<'AssignmentStatus'>,
) {
  const sets = await db
    .select({ id: s.id })
    .from(s)
    .where(and(setsOf(caller), ...matchSets(filter)));
  if (sets.length === 0) throw notFound('Assignment');
  await db
    .update(q)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(q.schId, caller.schId),
        inArray(
          q.setId,
          sets.map((x) => x.id),
        ),
      ),
    );
}
