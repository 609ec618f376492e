/**
 * Assignments benchmark (issue 15; loopback only, bounded). On PGlite, then PostgreSQL when
 * reachable (a database of its own, dropped afterwards), it seeds the demo school plus a JSS 1 A
 * of STUDENTS students and 15 subjects taught by the demo teacher, and measures against the
 * real app on a real port, signed in:
 *   1. POST /api/objective-assignment-answer: one student's submission of a published set of
 *      QUESTIONS objective questions, marked by the server (each student once: STUDENTS runs);
 *   2. GET /api/assignment-submissions/…: the teacher's submissions screen of that set
 *      (STUDENTS submissions × QUESTIONS answers), READS times; beside it the same answers as
 *      the spec's records (GET /api/assignment-answer/…), which repeat question and student;
 *   3. GET /api/assignment-performance: one student's series over 13 weeks × 15 subjects of
 *      published results (seeded in SQL: 195 sets of 10 questions), READS times.
 * HTTP figures are the client's round trip, from a client on its own thread (bench/client.ts);
 * "server" is Fastify's reply.elapsedTime of the same requests; on PostgreSQL, the SQL
 * statements each request sent (the session's lookup included). Beside 2, the screen's query
 * and JSON alone, in process. Targets (issue 15, PostgreSQL): 1 ≤ 10 ms, 2 ≤ 20 ms, 3 ≤ 20 ms.
 * Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:assignments
 */
import { createRequire } from 'node:module';
import { buildApp } from '../../apps/api/src/app.ts';
import { listSubmissions } from '../../apps/api/src/assignments/answers.queries.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { must } from '../../apps/api/src/db/rows.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { type BenchRequest, signIn, startClient } from '../support/client.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';

// The bench's dependencies live in apps/api's node_modules (the server's own pg).
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pg = require('pg') as typeof import('pg');

// SQL statements sent to PostgreSQL, counted per measured request (round trips).
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const env = process.env;
const STUDENTS = Number(env.STUDENTS ?? 50);
const QUESTIONS = Number(env.QUESTIONS ?? 50);
const READS = Number(env.READS ?? 50);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const SESSION = '2025/2026';
const period = { period: 'First Half', term: 'First Term', session: SESSION } as const;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function seed(database: Database) {
  await database.migrate();
  const ids = await seedDemo(database.db);
  const classId = must(ids.demo.classIds[0]);
  // (raw SQL: drizzle-orm resolves from apps/api, not from bench/)
  const extra = await database.raw(
    `insert into subjects (sch_id, name) select $1, 'Bench ' || g from generate_series(1, 10) g
     returning id`,
    [ids.demo.schId],
  );
  const subjectIds = [...ids.demo.subjectIds, ...extra.map((x) => BigInt(String(x.id)))];
  await database.raw(
    `insert into teacher_subjects (sch_id, staff_id, class_id, sub_class, subject_id, session)
     select $1, $2, $3, 'A', s, $4 from unnest($5::bigint[]) s`,
    [ids.demo.schId, ids.users.teacher, classId, SESSION, `{${subjectIds.join(',')}}`],
  );
  await database.raw(
    // with their usernames, as apps/api/src/db/users.ts writes them
    `with added as (
       insert into users (sch_id, campus_id, kind, designation_id, username, password_hash,
         surname, firstname, gender, admission_number, class_id, sub_class)
       select sch_id, campus_id, kind, designation_id, 'bench-student-' || g, password_hash,
         surname, firstname || g, gender, 'BENCH/' || g, class_id, sub_class
       from users, generate_series(2, $2::int) g where id = $1
       returning id, sch_id, username)
     insert into usernames (name, sch_id, user_id) select lower(username), sch_id, id from added`,
    [ids.users.student, STUDENTS],
  );
  // 13 weeks × 15 subjects of published results for the demo student, in SQL
  await database.raw(
    `with sets as (
       insert into assignment_sets (sch_id, campus_id, teacher_id, class_id, sub_class,
         subject_id, period, term, session, week, question_type, due_date)
       select $1, $2, $3, $4, 'A', s, 'Second Half', 'First Term', $5, w, 'objective', '2099-12-31'
       from unnest($6::bigint[]) s, generate_series(1, 13) w
       returning id),
     questions as (
       insert into assignment_questions (sch_id, set_id, question_number, question, option1,
         option2, option3, option4, answer, question_mark, status)
       select $1, sets.id, n, 'Q', 'a', 'b', 'c', 'd', 'option1', 2, 'published'
       from sets, generate_series(1, 10) n
       returning id, set_id, question_number),
     subs as (
       insert into assignment_submissions (sch_id, set_id, student_id, result_published_at)
       select $1, id, $7, now() from sets returning id, set_id)
     insert into assignment_answers (sch_id, submission_id, question_id, answer, mark_tenths, marked_at)
     select $1, subs.id, questions.id, 'option1', (questions.question_number % 3) * 10, now()
     from subs join questions on questions.set_id = subs.set_id`,
    [
      ids.demo.schId,
      ids.demo.campusId,
      ids.users.teacher,
      classId,
      SESSION,
      `{${subjectIds.join(',')}}`,
      ids.users.student,
    ],
  );
  await database.raw('analyze', []);
  return {
    classId,
    maths: must(subjectIds[0]),
    schId: ids.demo.schId,
    teacherId: ids.users.teacher,
  };
}

async function bench(label: string, database: Database) {
  const seeded = await seed(database);
  const config = { ...loadConfig({}), logLevel: 'silent', signInPerMinute: 1_000_000 };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({
    db: database.db,
    config,
    outbox,
  });
  // The queue stops with the app, before its database is dropped.
  app.addHook('onClose', () => outbox.stop());
  let serverTimes: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  // One client thread; each request names its user's session.
  const client = startClient(base);
  const as = async (username: string) => ({
    authorization: `Bearer ${await signIn(base, username, DEMO_PASSWORD)}`,
  });
  /** `runs` requests in sequence after one unmeasured (warm) request `request(-1)`. */
  async function timed(runs: number, request: (i: number) => BenchRequest) {
    await client.send([request(-1)]);
    const http: number[] = [];
    serverTimes = [];
    statements = 0;
    for (let i = 0; i < runs; i++) http.push((await client.send([request(i)])).ms);
    const server = serverTimes;
    serverTimes = null;
    const perRequest =
      database.kind === 'postgres' ? `, ${(statements / runs).toFixed(1)} SQL statements each` : '';
    return `HTTP p50 ${ms(percentile(http, 0.5))} p99 ${ms(percentile(http, 0.99))}, server p50 ${ms(percentile(server, 0.5))} (n=${runs}${perRequest})`;
  }

  try {
    const teacher = await as('teacher');
    const students = [await as('student')];
    for (let i = 2; i <= STUDENTS; i++) students.push(await as(`bench-student-${i}`));
    const set = await client.call<{ data: { id: string }[] }>({
      method: 'POST',
      path: '/objective-assignment',
      headers: teacher,
      body: {
        ...period,
        week: 1,
        class_id: String(seeded.classId),
        sub_class: 'A',
        subject_id: String(seeded.maths),
        due_date: '2099-12-31',
        questions: Array.from({ length: QUESTIONS }, (_, i) => ({
          question_number: i + 1,
          question: `Question ${i + 1}`,
          option1: 'a',
          option2: 'b',
          option3: 'c',
          option4: 'd',
          answer: 'option2',
          question_mark: 2,
        })),
      },
    });
    await client.call({
      method: 'PATCH',
      path: '/publish/assignment',
      headers: teacher,
      body: { ...period, week: 1, question_type: 'objective', is_publish: true },
    });
    const answers = set.data.map((q, i) => ({
      assignment_id: q.id,
      answer: i % 2 ? 'option2' : 'option1',
    }));
    // the warm-up is the first student; each later student submits once
    const submit = await timed(STUDENTS - 1, (i) => ({
      method: 'POST',
      path: '/objective-assignment-answer',
      headers: must(students[i + 1]),
      body: { answers },
    }));
    const week = `First%20Half/First%20Term/${encodeURIComponent(SESSION)}/objective/1?subject_id=${seeded.maths}`;
    const list = await timed(READS, () => ({
      method: 'GET',
      path: `/assignment-submissions/${week}`,
      headers: teacher,
    }));
    const records = await timed(READS, () => ({
      method: 'GET',
      path: `/assignment-answer/${week}`,
      headers: teacher,
    }));
    // where the listing's time goes: the same query and shaping in process, without HTTP
    const inProcess: number[] = [];
    let inProcessBytes = 0;
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      inProcessBytes = (
        await listSubmissions(
          database.db,
          { role: 'teacher', schId: seeded.schId, userId: seeded.teacherId },
          // the filter itself (the SQL of matchSets here read as a filter matched nothing)
          { ...period, week: 1, questionType: 'objective', subjectId: seeded.maths },
          undefined,
        )
      ).length;
      inProcess.push(performance.now() - t);
    }
    const seriesRequest: BenchRequest = {
      method: 'GET',
      path: `/assignment-performance?period=Second+Half&term=First+Term&session=${encodeURIComponent(SESSION)}`,
      headers: must(students[0]),
    };
    const series = await client.call<{ data: { attributes: { points: unknown[] } }[] }>(
      seriesRequest,
    );
    const points = series.data.reduce((n, s) => n + s.attributes.points.length, 0);
    const perf = await timed(READS, () => seriesRequest);
    console.log(`\n${label}`);
    console.log(`  mark one submission of ${QUESTIONS} objective questions: ${submit}`);
    console.log(
      `  list a class's ${STUDENTS} submissions (${STUDENTS * QUESTIONS} answers): ${list}`,
    );
    console.log(
      `    of which the query and its JSON in process: p50 ${ms(percentile(inProcess, 0.5))} (${(inProcessBytes / 1e6).toFixed(2)} MB of JSON)`,
    );
    console.log(
      `    the same answers as the spec's records, question and student on each: ${records}`,
    );
    console.log(
      `  a student's performance series (${series.data.length} subjects, ${points} points): ${perf}`,
    );
  } finally {
    await client.close();
    await app.close();
  }
}

await onEachDatabase(PG_URL, bench);
