/**
 * The demo's preschool campus (Little Stars): a class teacher for each nursery class and the
 * campus's bursar; the preschool subjects and their topics (set by the superadmin and given to
 * both classes) for the First Term and the current Second Term mid-term, and the First Term's
 * ratings, attendance and comments of every pupil, saved by their class teacher through the
 * teacher's own handler; the campus's fees of both terms, every pupil invoiced (a batch per
 * class, as the bursar makes them), payments in every state and an expense; and two weeks of
 * the staff's attendance. Seeded last, so the rest of the demo draws the same numbers as before
 * it existed.
 */
import type { Period, Term } from '@schoolmates/domain/calendar';
import { DESIGNATION, usernameBase } from '@schoolmates/domain/people';
import type { Schema } from '@schoolmates/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { insertUsers } from '../db/users.ts';
import { financeScope } from '../finance/access.ts';
import { recordPayment } from '../finance/record-payment.ts';
import { quietOutbox } from '../messages/outbox.ts';
import { authOf, callerFor } from './calls.ts';
import { DEMO_PASSWORD, demoStaff, type SeededIds } from './demo.ts';
import { attendanceDays } from './demo-academics.ts';
import type { DemoSchool } from './demo-school.ts';
import { SESSION } from './demo-school.ts';
import type { Random } from './random.ts';

/** The class teachers of Nursery 1 and Nursery 2, in that order, then the campus's bursar. */
const PRESCHOOL_STAFF = [
  ['Obi', 'Adaeze', 'female', DESIGNATION.teacher],
  ['Ògúnlékè', 'Fúnmiláyọ̀', 'female', DESIGNATION.teacher],
  ['Okoro', 'Ifeoma', 'female', DESIGNATION.account],
] as const;

/** Little Stars' staff: the class teachers of Nursery 1 and 2, and the bursar. */
export interface DemoPreschool {
  teacherIds: bigint[];
  bursarId: bigint;
}

const SUBJECTS = [
  ['Number Work', 'evaluation_report', ['Counts 1 to 20', 'Recognises shapes', 'Adds within 10']],
  [
    'Letter Work',
    'evaluation_report',
    ['Knows the letters A to Z', 'Writes own name', 'Letter sounds'],
  ],
  ['Rhymes and Songs', 'evaluation_report', ['Recites rhymes', 'Sings with the class']],
  [
    'Social Habits',
    'cognitive_development',
    ['Shares with others', 'Follows instructions', 'Greets politely'],
  ],
  ['Health Habits', 'cognitive_development', ['Washes hands', 'Keeps clean and tidy']],
] as const;

const EVALUATION: readonly Schema<'PreschoolEvaluationRating'>[] = [
  'Needs Improvement',
  'Fair',
  'Good',
  'Excellent',
];
const COGNITIVE: readonly Schema<'PreschoolCognitiveRating'>[] = [
  'Work in Progress',
  'Needs Reinforcement',
  'Achieved',
];

const COMMENTS = [
  'A bright and cheerful pupil who loves rhymes.',
  'Settles well and is growing in confidence.',
  'Eager to learn; keep reading together at home.',
  'Kind to classmates and very attentive.',
];

const RATED: readonly (readonly [Period, Term])[] = [
  ['First Half', 'First Term'],
  ['Second Half', 'First Term'],
];
/** The periods that have subjects: the rated First Term and the current mid-term. */
const TAUGHT: readonly (readonly [Period, Term])[] = [...RATED, ['First Half', 'Second Term']];

export async function seedDemoPreschool(
  db: Db,
  config: Config,
  ids: SeededIds,
  school: DemoSchool,
  random: Random,
): Promise<DemoPreschool> {
  const { schId, preschoolCampusId } = school;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // A preschool's class teacher is the staff member whose class is that preschool.
  const staff = await insertUsers(
    db,
    PRESCHOOL_STAFF.map(([surname, firstname, gender, designationId], n) => {
      const preschoolId = school.preschoolIds[n];
      return {
        ...demoStaff(
          { schId, campusId: preschoolCampusId, passwordHash },
          usernameBase(firstname, surname),
          designationId,
          surname,
          firstname,
          gender,
        ),
        ...(preschoolId ? { teacherType: 'class teacher' as const, preschoolId } : {}),
      };
    }),
  );
  const [teacherIds, bursarId] = [staff.slice(0, 2).map((t) => t.id), must(staff[2]).id];

  const superadmin = await callerFor(db, config, ids.users.superadmin);
  for (const [period, term] of TAUGHT) {
    const at = { period, term, session: SESSION };
    const subjectIds: string[] = [];
    for (const [subject, category, topics] of SUBJECTS) {
      const made = await superadmin('createPreschoolSubject', {
        body: {
          ...at,
          subject,
          category,
          topic: [...topics],
          campus_id: String(preschoolCampusId),
        },
      });
      subjectIds.push(made.data.id);
    }
    for (const preschoolId of school.preschoolIds) {
      await superadmin('assignPreschoolSubjects', {
        body: { ...at, preschool_id: String(preschoolId), subject_ids: subjectIds },
      });
    }
  }

  const pupils = await db
    .select({ id: users.id, preschoolId: users.preschoolId })
    .from(users)
    .where(and(eq(users.campusId, preschoolCampusId), eq(users.kind, 'student')))
    .orderBy(asc(users.id));
  for (const [n, preschoolId] of school.preschoolIds.entries()) {
    const teacher = await callerFor(db, config, must(teacherIds[n]));
    for (const [period, term] of RATED) {
      const at = { period, term, session: SESSION };
      const listed = await teacher('listPreschoolClassSubjects', {
        params: { ...at, preschool_id: String(preschoolId) },
      });
      const subjects = listed.data.map((s) => ({ id: s.id, ...s.attributes }));
      const ratingsOf = <R extends string>(
        category: Schema<'PreschoolSubjectCategory'>,
        scale: readonly R[],
      ) =>
        subjects
          .filter((s) => s.category === category)
          .map((s) => ({
            subject_id: s.id,
            topics: s.topic.map((topic) => ({
              topic,
              score: must(scale[random.int(1, scale.length - 1)]),
            })),
          }));
      for (const pupil of pupils.filter((p) => p.preschoolId === preschoolId)) {
        await teacher('savePreschoolResult', {
          body: {
            ...at,
            student_id: String(pupil.id),
            class_id: String(preschoolId),
            school_opened: period === 'Second Half' ? 118 : 58,
            times_present: period === 'Second Half' ? random.int(100, 118) : random.int(50, 58),
            evaluation_report: ratingsOf('evaluation_report', EVALUATION),
            cognitive_development: ratingsOf('cognitive_development', COGNITIVE),
            teacher_comment: random.pick(COMMENTS),
          },
        });
      }
    }
  }

  await seedPreschoolFinance(db, config, school, bursarId, random);

  // The preschool's staff attendance, as the superadmin records it (the admin keeps the main campus's).
  for (const date_in of attendanceDays(school.calendar)) {
    await superadmin('saveStaffAttendance', {
      body: {
        date_in,
        entries: [...teacherIds, bursarId].map((id) => ({
          staff_id: String(id),
          status: 'present' as const,
          time_in: `07:${String(random.int(30, 55))}`,
          time_out: '14:00',
        })),
      },
    });
  }
  return { teacherIds, bursarId };
}

/**
 * The bursar of Little Stars bills the campus's fees: a batch per nursery class and term, then
 * payments (all of the First Term's by half the pupils and part by a third; fewer in the Second).
 */
async function seedPreschoolFinance(
  db: Db,
  config: Config,
  school: DemoSchool,
  bursarId: bigint,
  random: Random,
) {
  const { date } = school.calendar;
  const bursar = await callerFor(db, config, bursarId);
  const auth = await authOf(db, bursarId);
  const scope = financeScope(auth);
  const bank = must((await bursar('listBanks')).data[0]);
  await bursar('createExpense', {
    body: {
      expense_category: 'Supplies',
      amount: 1_650_000,
      payment_method: 'cash',
      beneficiary: 'Ọjà Toys and Crafts',
      purpose: 'Crayons, modelling clay and picture books',
      spent_at: date('2025-09-18'),
      term: 'First Term',
      session: SESSION,
    },
  });
  // Paid before the demo's day, as on the main campus (demo-finance.ts).
  for (const [term, dueDate, paidShare, month, firstDay] of [
    ['First Term', '2025-10-03', 0.5, '2025-09', 8],
    ['Second Term', '2026-02-06', 0.2, '2026-01', 5],
  ] as const) {
    for (const [feetype, amount, category, fee_status] of [
      ['Nursery fees', 9_500_000, 'tuition', 'compulsory'],
      ['Meals', 2_400_000, 'other', 'compulsory'],
      ['Uniform', 800_000, 'uniform', 'optional'],
    ] as const) {
      await bursar('createFee', {
        body: { feetype, amount, term, session: SESSION, category, fee_status, class_scope: 'all' },
      });
    }
    for (const preschoolId of school.preschoolIds) {
      const made = await bursar('createInvoiceBatch', {
        body: {
          class_id: String(preschoolId),
          term,
          session: SESSION,
          due_date: date(dueDate),
          notation: 'Pay by the due date.',
          preview: false,
        },
      });
      for (const line of made.data) {
        const invoiceId = must(line.attributes.invoice_id);
        const owed = line.attributes.total_amount;
        const roll = random.next();
        const part = roll < paidShare ? 1 : roll < paidShare + 0.3 ? random.int(3, 7) / 10 : 0;
        if (part === 0) continue;
        await recordPayment(
          db,
          quietOutbox,
          config,
          auth,
          scope,
          {
            invoice_id: invoiceId,
            amount_paid: Math.round((owed * part) / 5_000) * 5_000,
            payment_method: 'transfer',
            bank_id: bank.id,
            reference: `TRF-${invoiceId}`,
            paid_at: date(
              `${month}-${String(random.int(firstDay, firstDay + 18)).padStart(2, '0')}`,
            ),
          },
          async () => {},
        );
      }
    }
  }
}
