/**
 * The demo's classroom life, through the server's own handlers as each person would act:
 * Mathematics assignments in JSS 1 (objective and theory) that students answered, week 1 marked
 * and its results published, week 2 waiting for marks; lesson notes of every teacher for weeks
 * 1 to 3, some approved by the principal and the rest waiting; extra-curricular activities and
 * a director of studies; announcements; and two weeks of staff attendance.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { insertFile } from '../files/files.queries.ts';
import { fileStoreFor, newStorageKey } from '../storage/file-store.ts';
import { authOf, callerFor } from './calls.ts';
import type { SeededIds } from './demo.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { DemoSchool } from './demo-school.ts';
import { SESSION } from './demo-school.ts';
import type { Random } from './random.ts';

const NOW = { period: 'First Half', term: 'Second Term', session: SESSION } as const;

/** The school days of the Second Term's first two weeks, when staff attendance was taken. */
export function attendanceDays(calendar: DemoCalendar): string[] {
  return [1, 2].flatMap((week) => {
    const monday = new Date(`${calendar.week(week).from}T00:00:00Z`);
    return [0, 1, 2, 3, 4].map((d) =>
      new Date(monday.getTime() + d * 86_400_000).toISOString().slice(0, 10),
    );
  });
}

const OBJECTIVE = [
  ['What is 3/4 of 48?', ['36', '12', '32', '16'], 'option1'],
  ['Simplify 2x + 5x − 3x.', ['10x', '4x', '3x', '7x'], 'option2'],
  ['Which of these is a prime number?', ['21', '27', '29', '33'], 'option3'],
  ['Round 4.678 to one decimal place.', ['4.6', '4.8', '5.0', '4.7'], 'option4'],
  ['The sum of the angles of a triangle is', ['180°', '90°', '360°', '270°'], 'option1'],
] as const;

const OPTIONS = ['option1', 'option2', 'option3', 'option4'] as const;

const THEORY = [
  [
    'Ṣadé bought 3 exercise books at ₦250 each and a pen at ₦150. How much did she spend?',
    '₦900',
    4,
  ],
  [
    'Explain, with an example, the difference between a factor and a multiple.',
    'A factor divides a number exactly; a multiple is the number times a whole number.',
    6,
  ],
] as const;

const TOPICS = [
  'Revision of the First Term',
  'Number bases',
  'Fractions and decimals',
  'Simple equations',
] as const;

/** A one-page PDF of the lesson plan, as a teacher would upload it. */
function lessonPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedDemoAcademics(
  db: Db,
  config: Config,
  ids: SeededIds,
  school: DemoSchool,
  random: Random,
): Promise<void> {
  const { calendar } = school;
  const teacher = await callerFor(db, config, ids.users.teacher);
  const maths = must(school.subjectIds.get('Mathematics'));
  const jss1 = school.arms.filter((a) => a.classId === ids.demo.classIds[0]);

  // Assignments: weeks 1 and 2 of Mathematics in both JSS 1 arms.
  for (const arm of jss1) {
    const place = {
      class_id: String(arm.classId),
      sub_class: arm.subClass,
      subject_id: String(maths),
    };
    for (const week of [1, 2]) {
      // Set with an open due date so that the students may answer; the real one is set after.
      const set = { ...NOW, ...place, week, due_date: '2099-12-31' };
      const objective = await teacher('createObjectiveAssignment', {
        body: {
          ...set,
          questions: OBJECTIVE.map(
            ([question, [option1, option2, option3, option4], answer], n) => ({
              question_number: n + 1,
              question,
              option1,
              option2,
              option3,
              option4,
              answer,
              question_mark: 2,
            }),
          ),
        },
      });
      const theory = await teacher('createTheoryAssignment', {
        body: {
          ...set,
          questions: THEORY.map(([question, answer, question_mark], n) => ({
            question_number: n + 1,
            question,
            answer,
            question_mark,
          })),
        },
      });
      for (const question_type of ['objective', 'theory'] as const) {
        await teacher('publishAssignment', {
          body: { ...NOW, ...place, week, question_type, is_publish: true },
        });
      }
      // Most of the arm answered; the demo student has not answered week 2 yet.
      const answering = arm.studentIds.filter(
        (id, n) => n % 6 !== 5 && !(week === 2 && id === ids.users.student),
      );
      for (const studentId of answering) {
        const student = await callerFor(db, config, studentId);
        await student('submitObjectiveAssignmentAnswers', {
          body: {
            answers: objective.data.map((q) => ({
              assignment_id: q.id,
              answer:
                random.next() < 0.7
                  ? must(OBJECTIVE[q.attributes.question_number - 1])[2]
                  : random.pick(OPTIONS),
            })),
          },
        });
        await student('submitTheoryAssignmentAnswers', {
          body: {
            answers: theory.data.map((q) => ({
              assignment_id: q.id,
              answer:
                q.attributes.question_number === 1
                  ? random.pick(['₦900', '₦750', '₦900.00'])
                  : 'A factor divides the number; a multiple is in its times table.',
            })),
          },
        });
      }
      if (week === 1) {
        await teacher('markTheoryAssignmentAnswers', {
          body: {
            marks: answering.flatMap((studentId) =>
              theory.data.map((q) => ({
                assignment_id: q.id,
                student_id: String(studentId),
                teacher_mark: random.int(1, q.attributes.question_mark),
                comment: random.next() < 0.3 ? 'Show your working.' : null,
              })),
            ),
          },
        });
        for (const question_type of ['objective', 'theory'] as const) {
          await teacher('publishAssignmentResults', {
            body: { ...NOW, ...place, week, question_type },
          });
        }
      }
      // Due on the Friday of the week after it was set: week 2's is still open.
      const dueDate = calendar.week(week + 1).to;
      await teacher('updateObjectiveAssignment', {
        body: { due_date: dueDate, questions: [{ id: must(objective.data[0]).id }] },
      });
    }
  }

  // Lesson notes: every teacher's first subject, weeks 1 to 3. The principal has approved
  // week 1 of every other teacher and week 2 of every third; the rest wait for approval.
  const principal = await callerFor(db, config, ids.users.principal);
  const store = fileStoreFor(config.dataDir);
  const noted = new Set<bigint>();
  for (const arm of school.arms) {
    for (const [subjectId, teacherId] of arm.subjectTeachers) {
      if (noted.has(teacherId) || teacherId === ids.users.teacher) continue;
      noted.add(teacherId);
      const nth = noted.size;
      const auth = await authOf(db, teacherId);
      const write = await callerFor(db, config, teacherId);
      const subject = [...school.subjectIds].find(([, id]) => id === subjectId)?.[0] ?? '';
      for (const [n, topic] of TOPICS.slice(0, 3).entries()) {
        const week = n + 1;
        const bytes = lessonPdf(`${subject}, ${arm.className}: ${topic}`);
        const storageKey = newStorageKey(auth.schId);
        await store.put(storageKey, bytes);
        const file = await insertFile(db, {
          schId: auth.schId,
          uploadedBy: auth.userId,
          purpose: 'lesson_note',
          name: `${subject} week ${week}.pdf`,
          contentType: 'application/pdf',
          size: bytes.length,
          storageKey,
        });
        const { from, to } = calendar.week(week);
        const note = await write('createLessonNote', {
          body: {
            class_id: String(arm.classId),
            subject_id: String(subjectId),
            week,
            term: NOW.term,
            session: SESSION,
            topic,
            description: `${topic}: explanation, worked examples and class exercise.`,
            date_from: from,
            date_to: to,
            file_id: String(file.id),
          },
        });
        if ((week === 1 && nth % 2 === 0) || (week === 2 && nth % 3 === 0)) {
          await principal('approveLessonNote', {
            params: { id: note.data.id },
            body: { comment: week === 1 ? 'Well prepared.' : null },
          });
        }
      }
    }
  }

  const admin = await callerFor(db, config, ids.users.admin);
  await admin('setDirectorOfStudies', {
    body: { staff_id: String(school.teacherIds[1]), title: 'Mr' },
  });
  for (const name of ['Debating club', 'Football', 'Cultural dance', 'Press club', 'JETS club']) {
    await admin('createExtraCurricular', { body: { name } });
  }
  for (const body of [
    {
      title: 'Second Term mid-term break',
      description: `School closes on ${calendar.spoken('2026-02-19')} and resumes on ${calendar.spoken('2026-02-23', { year: true })}.`,
      priority: 'high' as const,
      audience: 'all' as const,
    },
    {
      title: 'First Term results are out',
      description: 'Students can read and download their First Term report cards under Results.',
      audience: 'students' as const,
    },
    {
      title: 'Staff meeting on Friday',
      description: 'All teaching staff meet in the hall at 2 pm to review the mid-term scores.',
      audience: 'staff' as const,
    },
    {
      title: `Pay Second Term fees by ${calendar.spoken('2026-02-06', { weekday: false })}`,
      description:
        'Invoices are on the portal. Pay by transfer to First Bank or in cash at the bursary.',
      audience: 'roles' as const,
      roles: ['student' as const, 'account' as const],
    },
  ]) {
    await admin('createAnnouncement', { body: { priority: 'normal', expiry_date: null, ...body } });
  }

  // Staff attendance for the first two weeks of the term, as the admin records it each day.
  const staffIds = [ids.users.admin, ids.users.principal, ids.users.account, ...school.teacherIds];
  for (const date_in of attendanceDays(calendar)) {
    await admin('saveStaffAttendance', {
      body: {
        date_in,
        entries: staffIds.map((id) => {
          const roll = random.next();
          if (roll < 0.04)
            return { staff_id: String(id), status: 'absent' as const, remark: 'Sick' };
          const late = roll < 0.14;
          return {
            staff_id: String(id),
            status: late ? ('late' as const) : ('present' as const),
            time_in: late
              ? `08:${String(random.int(10, 45)).padStart(2, '0')}`
              : `07:${String(random.int(30, 55))}`,
            time_out: `15:${String(random.int(0, 5) * 10).padStart(2, '0')}`,
          };
        }),
      },
    });
  }
}
