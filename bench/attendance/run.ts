/**
 * Daily attendance benchmark (issue 30), loopback only, on PostgreSQL (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres, in a throwaway database):
 *   1. saving a class arm's register of 50 students through PUT /api/attendance/register as
 *      its class teacher would (five exceptions), one new register per save: p50 and p95
 *      (target p50 ≤ 30 ms);
 *   2. the whole school's term report, GET /api/attendance/report, over 2,000 students ×
 *      60 school days × 2 sessions (240,000 marks, written straight into the tables), by week
 *      and by day: p50 of 7 runs (target ≤ 500 ms).
 * Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:attendance
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import {
  ARM_SIZE,
  ARMS,
  addAttendanceSchool,
  fillTerm,
  schoolDays,
} from '../support/attendance.ts';
import { defaultBenchPostgresUrl, onPostgresOnly } from '../support/databases.ts';

const env = process.env;
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const DAYS = 60;
const SAVES = 60;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

async function bench(label: string, database: Database) {
  await database.migrate();
  const ids = await seedDemo(database.db);
  const db = database.db;
  const schId = ids.demo.schId;
  const campusId = ids.demo.campusId;

  const { classId, pupils } = await addAttendanceSchool(db, schId, campusId);

  const config = { ...loadConfig({}), logLevel: 'silent', signInPerMinute: 1_000_000 };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({ db, config, outbox });
  app.addHook('onClose', () => outbox.stop());
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = async (method: string, path: string, body?: unknown) => {
      const start = performance.now();
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      const ms = performance.now() - start;
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
      return { ms, bytes: text.length, json: JSON.parse(text) };
    };

    // 1. Saving a register of 50: the first arm, a new register each save, five exceptions.
    const days = schoolDays(DAYS);
    const saves: number[] = [];
    for (let n = 0; n < SAVES; n++) {
      const { ms } = await call('PUT', '/attendance/register', {
        class_id: classId,
        sub_class: 'A',
        date: days[n % DAYS],
        day_session: n < DAYS ? 'morning' : 'afternoon',
        marks: [
          { student_id: pupils[n % 50], mark: 'absent' },
          { student_id: pupils[(n + 7) % 50], mark: 'absent' },
          { student_id: pupils[(n + 13) % 50], mark: 'late' },
          { student_id: pupils[(n + 21) % 50], mark: 'late' },
          { student_id: pupils[(n + 33) % 50], mark: 'excused', reason: 'Clinic' },
        ],
      });
      saves.push(ms);
    }

    // 2. The whole school's term: every arm, 60 days, 2 sessions (the saves above replaced).
    const fill = performance.now();
    const marks = await fillTerm(db, schId, campusId, days);
    const fillMs = performance.now() - fill;

    const report = async (groupBy: string) => {
      const runs: number[] = [];
      let bytes = 0;
      let students = 0;
      for (let i = 0; i < 7; i++) {
        const r = await call(
          'GET',
          `/attendance/report?term=First%20Term&session=2025%2F2026&group_by=${groupBy}&threshold=95`,
        );
        runs.push(r.ms);
        bytes = r.bytes;
        students = r.json.data.attributes.students.length;
      }
      return { p50: quantile(runs, 0.5), bytes, students };
    };
    const byWeek = await report('week');
    const byDay = await report('day');
    return { label, saves, fillMs, marks, byWeek, byDay };
  } finally {
    await app.close();
  }
}

console.log(
  `Attendance: saving a register of ${ARM_SIZE} (target p50 ≤ 30 ms) and the whole school's term report, ${ARMS * ARM_SIZE} students × ${DAYS} days × 2 sessions (target ≤ 500 ms), on PostgreSQL`,
);
const r = await onPostgresOnly(PG_URL, bench);
if (r) {
  console.log(
    `${r.label.padEnd(10)} register of ${ARM_SIZE}: p50 ${quantile(r.saves, 0.5).toFixed(1)} ms · p95 ${quantile(r.saves, 0.95).toFixed(1)} ms (${r.saves.length} saves)`,
  );
  console.log(
    `${r.label.padEnd(10)} term report of ${r.marks} marks (written in ${(r.fillMs / 1000).toFixed(1)} s): by week p50 ${r.byWeek.p50.toFixed(0)} ms (${r.byWeek.students} students, ${(r.byWeek.bytes / 1024).toFixed(0)} KiB) · by day p50 ${r.byDay.p50.toFixed(0)} ms`,
  );
}
