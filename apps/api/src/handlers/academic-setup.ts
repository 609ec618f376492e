/**
 * Area `academic-setup`: academic periods, subjects, a class's subjects per session, teacher
 * subjects, preschool subjects. (Score settings, grading, grade points, extra-curriculars,
 * skills, report types and principal comments belong to the results work; see
 * not-implemented.ts.)
 */

import { isValidSession } from '@schoolmates/domain/calendar';
import type { components } from '@schoolmates/sdk';
import { and, asc, desc, eq, ilike, inArray, notInArray } from 'drizzle-orm';
import { academicPeriodRecord, currentPeriod } from '../academic-setup/periods.ts';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { must, one } from '../db/rows.ts';
import {
  academicPeriods,
  classes,
  classSubjects,
  preschoolSubjectClasses,
  preschoolSubjects,
  subjects,
  teacherSubjects,
  users,
} from '../db/schema.ts';
import { item, list, message, record, toId } from '../http/envelope.ts';
import { forbidden, invalid, notFound, uniquely } from '../http/errors.ts';
import { listCampusScope, targetCampus, visibleCampus } from '../http/scope.ts';
import { classOfSchool, preschoolOfSchool, teachesClass } from '../school-setup/access.ts';
import type { HandlerMap } from './types.ts';

type S = components['schemas'];

const subjectRecord = (s: typeof subjects.$inferSelect): S['SubjectRecord'] =>
  record(s.id, { subject: s.name });

const preschoolSubjectRecord = (
  p: typeof preschoolSubjects.$inferSelect,
): S['PreschoolSubjectRecord'] =>
  record(p.id, {
    period: p.period as S['Period'],
    term: p.term as S['Term'],
    session: p.session,
    subject: p.subject,
    category: p.category,
    topic: p.topics,
    campus_id: String(p.campusId),
  });

function checkSession(session: string, field = 'session') {
  if (!isValidSession(session)) throw invalid({ [field]: ['must be two consecutive years'] });
}

/** `session` or the current session of the campus (404 when none is set). */
async function sessionOrCurrent(db: DbOrTx, campusId: bigint, session?: string) {
  if (session) {
    checkSession(session);
    return session;
  }
  const current = await currentPeriod(db, campusId);
  if (!current) throw notFound('Current academic period');
  return current.session;
}

async function classSubjectsItem(
  db: DbOrTx,
  auth: Auth,
  classId: bigint,
  session: string | undefined,
): Promise<S['ClassSubjectsItem']> {
  const { cls } = await classOfSchool(db, auth, classId);
  if (auth.role === 'teacher' && !(await teachesClass(db, auth, cls.id))) {
    throw forbidden('You may only read classes you teach.');
  }
  const theSession = await sessionOrCurrent(db, cls.campusId, session);
  const rows = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(classSubjects)
    .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
    .where(
      and(
        eq(classSubjects.schId, auth.schId),
        eq(classSubjects.classId, cls.id),
        eq(classSubjects.session, theSession),
      ),
    )
    .orderBy(asc(subjects.name));
  return item(
    record(cls.id, {
      class_id: String(cls.id),
      class_name: cls.className,
      sub_class: cls.subClasses,
      campus_id: String(cls.campusId),
      session: theSession,
      subjects: rows.map((r) => ({ subject_id: String(r.id), subject: r.name })),
    }),
  );
}

async function preschoolSubjectOfSchool(db: DbOrTx, auth: Auth, id: bigint) {
  const [row] = await db
    .select()
    .from(preschoolSubjects)
    .where(and(eq(preschoolSubjects.id, id), eq(preschoolSubjects.schId, auth.schId)));
  if (!row || !visibleCampus(auth, row.campusId)) throw notFound('Preschool subject');
  return row;
}

export const academicSetupHandlers = {
  async listAcademicPeriods({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const rows = await db
      .select()
      .from(academicPeriods)
      .where(and(eq(academicPeriods.schId, auth.schId), eq(academicPeriods.campusId, campus.id)))
      .orderBy(
        desc(academicPeriods.session),
        asc(academicPeriods.term),
        asc(academicPeriods.period),
      );
    return list(rows.map(academicPeriodRecord));
  },

  async createAcademicPeriod({ db, auth, body }) {
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    const [p] = await uniquely('This academic period already exists for the campus.', () =>
      db
        .insert(academicPeriods)
        .values({
          schId: auth.schId,
          campusId: campus.id,
          period: body.period,
          term: body.term,
          session: body.session,
        })
        .returning(),
    );
    return item(academicPeriodRecord(must(p)), 'Academic period added.');
  },

  async getCurrentAcademicPeriod({ db, auth, query }) {
    const campus = await targetCampus(db, auth, query.campus_id);
    const p = await currentPeriod(db, campus.id);
    if (!p) throw notFound('Current academic period');
    return item(academicPeriodRecord(p));
  },

  async setCurrentAcademicPeriod({ db, auth, body }) {
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    const chosen = await db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(academicPeriods)
        .where(
          and(
            eq(academicPeriods.schId, auth.schId),
            eq(academicPeriods.campusId, campus.id),
            eq(academicPeriods.period, body.period),
            eq(academicPeriods.term, body.term),
            eq(academicPeriods.session, body.session),
          ),
        );
      if (!p) throw notFound('Academic period');
      if (p.isCurrent) return p;
      await tx
        .update(academicPeriods)
        .set({ isCurrent: false })
        .where(and(eq(academicPeriods.campusId, campus.id), eq(academicPeriods.isCurrent, true)));
      const updated = one(
        await tx
          .update(academicPeriods)
          .set({ isCurrent: true })
          .where(eq(academicPeriods.id, p.id))
          .returning(),
      );
      return updated;
    });
    return item(academicPeriodRecord(chosen), 'Current academic period set.');
  },

  async assignSubjectsToClass({ db, auth, body }) {
    const { cls } = await classOfSchool(db, auth, toId(body.class_id));
    const session = await sessionOrCurrent(db, cls.campusId, body.session);
    const wanted = body.subject_ids.map(toId);
    if (wanted.length > 0) {
      const found = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.schId, auth.schId), inArray(subjects.id, wanted)));
      const ok = new Set(found.map((f) => f.id));
      const errors: Record<string, string[]> = {};
      wanted.forEach((id, i) => {
        if (!ok.has(id)) errors[`subject_ids.${i}`] = ['is not a subject of the school'];
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
    }
    await db.transaction(async (tx) => {
      await tx
        .delete(classSubjects)
        .where(
          and(
            eq(classSubjects.schId, auth.schId),
            eq(classSubjects.classId, cls.id),
            eq(classSubjects.session, session),
            wanted.length > 0 ? notInArray(classSubjects.subjectId, wanted) : undefined,
          ),
        );
      if (wanted.length > 0) {
        await tx
          .insert(classSubjects)
          .values(
            wanted.map((subjectId) => ({ schId: auth.schId, classId: cls.id, session, subjectId })),
          )
          .onConflictDoNothing();
      }
    });
    const answer = await classSubjectsItem(db, auth, cls.id, session);
    return { ...answer, message: 'Subjects assigned.' };
  },

  async getClassSubjects({ db, auth, params, query }) {
    return classSubjectsItem(db, auth, toId(params.class_id), query.session);
  },

  async getClassSubjectsById({ db, auth, params, query }) {
    return classSubjectsItem(db, auth, toId(params.class_id), query.session);
  },

  async listSubjects({ db, auth, query }) {
    const rows = await db
      .select()
      .from(subjects)
      .where(
        and(
          eq(subjects.schId, auth.schId),
          query.search
            ? ilike(subjects.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`)
            : undefined,
        ),
      )
      .orderBy(asc(subjects.name));
    return list(rows.map(subjectRecord));
  },

  async createSubject({ db, auth, body }) {
    const [s] = await uniquely('A subject with this name already exists.', () =>
      db.insert(subjects).values({ schId: auth.schId, name: body.subject.trim() }).returning(),
    );
    return item(subjectRecord(must(s)), 'Subject created.');
  },

  async updateSubject({ db, auth, params, body }) {
    const [s] = await uniquely('A subject with this name already exists.', () =>
      db
        .update(subjects)
        .set({ name: body.subject.trim() })
        .where(and(eq(subjects.id, toId(params.id)), eq(subjects.schId, auth.schId)))
        .returning(),
    );
    if (!s) throw notFound('Subject');
    return item(subjectRecord(s), 'Subject updated.');
  },

  async deleteSubject({ db, auth, params }) {
    const id = toId(params.id);
    const [s] = await db
      .select()
      .from(subjects)
      .where(and(eq(subjects.id, id), eq(subjects.schId, auth.schId)));
    if (!s) throw notFound('Subject');
    // Scores, assignments and lesson notes do not exist yet in this server; when they do,
    // their areas add the 409 check here.
    await db.transaction(async (tx) => {
      await tx
        .delete(classSubjects)
        .where(and(eq(classSubjects.schId, auth.schId), eq(classSubjects.subjectId, id)));
      await tx
        .delete(teacherSubjects)
        .where(and(eq(teacherSubjects.schId, auth.schId), eq(teacherSubjects.subjectId, id)));
      await tx.delete(subjects).where(and(eq(subjects.id, id), eq(subjects.schId, auth.schId)));
    });
    return message('Subject deleted.');
  },

  async listTeacherSubjects({ db, auth, query }) {
    const session = await sessionOrCurrent(db, auth.campusId, query.session);
    const [me] = await db
      .select({ classId: users.classId, subClass: users.subClass })
      .from(users)
      .where(eq(users.id, auth.userId));
    const out: S['TeacherSubjectRecord'][] = [];
    const seen = new Set<string>();
    if (me?.classId) {
      const rows = await db
        .select({ cls: classes, subjectId: subjects.id, subject: subjects.name })
        .from(classSubjects)
        .innerJoin(classes, eq(classes.id, classSubjects.classId))
        .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
        .where(
          and(
            eq(classSubjects.schId, auth.schId),
            eq(classSubjects.classId, me.classId),
            eq(classSubjects.session, session),
          ),
        )
        .orderBy(asc(subjects.name));
      for (const r of rows) {
        seen.add(`${r.cls.id}:${r.subjectId}`);
        out.push(
          record(`${r.cls.id}${String(r.subjectId).padStart(6, '0')}`, {
            class_id: String(r.cls.id),
            class_name: r.cls.className,
            sub_class: me.subClass,
            subject_id: String(r.subjectId),
            subject: r.subject,
            session,
            teaches_as: 'class teacher',
          }),
        );
      }
    }
    const assigned = await db
      .select({ ts: teacherSubjects, className: classes.className, subject: subjects.name })
      .from(teacherSubjects)
      .innerJoin(classes, eq(classes.id, teacherSubjects.classId))
      .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
      .where(
        and(
          eq(teacherSubjects.schId, auth.schId),
          eq(teacherSubjects.staffId, auth.userId),
          eq(teacherSubjects.session, session),
        ),
      )
      .orderBy(asc(classes.className), asc(subjects.name));
    for (const r of assigned) {
      if (seen.has(`${r.ts.classId}:${r.ts.subjectId}`)) continue;
      out.push(
        record(r.ts.id, {
          class_id: String(r.ts.classId),
          class_name: r.className,
          sub_class: r.ts.subClass,
          subject_id: String(r.ts.subjectId),
          subject: r.subject,
          session,
          teaches_as: 'subject teacher',
        }),
      );
    }
    return list(out);
  },

  async listPreschoolClassSubjects({ db, auth, params }) {
    checkSession(params.session);
    const { preschool } = await preschoolOfSchool(db, auth, toId(params.preschool_id));
    if (auth.role === 'teacher' && !(await teachesClass(db, auth, preschool.id))) {
      throw forbidden('You may only read preschools you teach.');
    }
    const rows = await db
      .select({ ps: preschoolSubjects })
      .from(preschoolSubjectClasses)
      .innerJoin(
        preschoolSubjects,
        eq(preschoolSubjects.id, preschoolSubjectClasses.preschoolSubjectId),
      )
      .where(
        and(
          eq(preschoolSubjectClasses.schId, auth.schId),
          eq(preschoolSubjectClasses.preschoolId, preschool.id),
          eq(preschoolSubjects.period, params.period),
          eq(preschoolSubjects.term, params.term),
          eq(preschoolSubjects.session, params.session),
        ),
      )
      .orderBy(asc(preschoolSubjects.category), asc(preschoolSubjects.subject));
    return list(rows.map((r) => preschoolSubjectRecord(r.ps)));
  },

  async listPreschoolSubjects({ db, auth, params, query }) {
    checkSession(params.session);
    const campusId = (await listCampusScope(db, auth, query.campus_id)) ?? auth.campusId;
    const rows = await db
      .select()
      .from(preschoolSubjects)
      .where(
        and(
          eq(preschoolSubjects.schId, auth.schId),
          eq(preschoolSubjects.campusId, campusId),
          eq(preschoolSubjects.period, params.period),
          eq(preschoolSubjects.term, params.term),
          eq(preschoolSubjects.session, params.session),
        ),
      )
      .orderBy(asc(preschoolSubjects.category), asc(preschoolSubjects.subject));
    return list(rows.map(preschoolSubjectRecord));
  },

  async createPreschoolSubject({ db, auth, body }) {
    checkSession(body.session);
    const campus = await targetCampus(db, auth, body.campus_id);
    if (!campus.isPreschool) throw invalid({ campus_id: ['must be a preschool campus'] });
    const p = one(
      await uniquely('This subject already exists for the academic period.', () =>
        db
          .insert(preschoolSubjects)
          .values({
            schId: auth.schId,
            campusId: campus.id,
            period: body.period,
            term: body.term,
            session: body.session,
            subject: body.subject.trim(),
            category: body.category,
            topics: body.topic.map((t) => t.trim()),
          })
          .returning(),
      ),
    );
    return item(preschoolSubjectRecord(p), 'Preschool subject created.');
  },

  async updatePreschoolSubject({ db, auth, params, body }) {
    const existing = await preschoolSubjectOfSchool(db, auth, toId(params.id));
    const p = one(
      await uniquely('This subject already exists for the academic period.', () =>
        db
          .update(preschoolSubjects)
          .set({
            ...(body.subject !== undefined && { subject: body.subject.trim() }),
            ...(body.category !== undefined && { category: body.category }),
            ...(body.topic !== undefined && { topics: body.topic.map((t) => t.trim()) }),
          })
          .where(
            and(eq(preschoolSubjects.id, existing.id), eq(preschoolSubjects.schId, auth.schId)),
          )
          .returning(),
      ),
    );
    return item(preschoolSubjectRecord(p), 'Preschool subject updated.');
  },

  async deletePreschoolSubject({ db, auth, params }) {
    const existing = await preschoolSubjectOfSchool(db, auth, toId(params.id));
    await db
      .delete(preschoolSubjects)
      .where(and(eq(preschoolSubjects.id, existing.id), eq(preschoolSubjects.schId, auth.schId)));
    return message('Preschool subject deleted.');
  },

  async assignPreschoolSubjects({ db, auth, body }) {
    checkSession(body.session);
    const { preschool } = await preschoolOfSchool(db, auth, toId(body.preschool_id));
    const wanted = body.subject_ids.map(toId);
    if (wanted.length > 0) {
      const found = await db
        .select({ id: preschoolSubjects.id })
        .from(preschoolSubjects)
        .where(
          and(
            eq(preschoolSubjects.schId, auth.schId),
            eq(preschoolSubjects.campusId, preschool.campusId),
            eq(preschoolSubjects.period, body.period),
            eq(preschoolSubjects.term, body.term),
            eq(preschoolSubjects.session, body.session),
            inArray(preschoolSubjects.id, wanted),
          ),
        );
      const ok = new Set(found.map((f) => f.id));
      const errors: Record<string, string[]> = {};
      wanted.forEach((id, i) => {
        if (!ok.has(id)) {
          errors[`subject_ids.${i}`] = ['is not a preschool subject of this campus and period'];
        }
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
    }
    await db.transaction(async (tx) => {
      const samePeriod = tx
        .select({ id: preschoolSubjects.id })
        .from(preschoolSubjects)
        .where(
          and(
            eq(preschoolSubjects.campusId, preschool.campusId),
            eq(preschoolSubjects.period, body.period),
            eq(preschoolSubjects.term, body.term),
            eq(preschoolSubjects.session, body.session),
          ),
        );
      await tx
        .delete(preschoolSubjectClasses)
        .where(
          and(
            eq(preschoolSubjectClasses.schId, auth.schId),
            eq(preschoolSubjectClasses.preschoolId, preschool.id),
            inArray(preschoolSubjectClasses.preschoolSubjectId, samePeriod),
          ),
        );
      if (wanted.length > 0) {
        await tx
          .insert(preschoolSubjectClasses)
          .values(
            wanted.map((id) => ({
              schId: auth.schId,
              preschoolId: preschool.id,
              preschoolSubjectId: id,
            })),
          )
          .onConflictDoNothing();
      }
    });
    const rows = await db
      .select({ ps: preschoolSubjects })
      .from(preschoolSubjectClasses)
      .innerJoin(
        preschoolSubjects,
        eq(preschoolSubjects.id, preschoolSubjectClasses.preschoolSubjectId),
      )
      .where(
        and(
          eq(preschoolSubjectClasses.preschoolId, preschool.id),
          eq(preschoolSubjects.period, body.period),
          eq(preschoolSubjects.term, body.term),
          eq(preschoolSubjects.session, body.session),
        ),
      )
      .orderBy(asc(preschoolSubjects.category), asc(preschoolSubjects.subject));
    return list(
      rows.map((r) => preschoolSubjectRecord(r.ps)),
      { message: 'Subjects assigned.' },
    );
  },
} satisfies Partial<HandlerMap>;
