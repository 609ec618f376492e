/**
 * Messages benchmark (loopback only, bounded). For each database (embedded PGlite; PostgreSQL
 * when BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432
 * is reachable, in a database of its own that is dropped afterwards) it seeds the demo school
 * and measures:
 *   1. queueing MESSAGES e-mails in one transaction (the outbox's rows and pg-boss's jobs), ROUNDS
 *      times (target ≤ 1 s on PostgreSQL);
 *   2. delivering them to a real SMTP server on 127.0.0.1 (npm smtp-server) with the worker
 *      the server runs: mails a second from the first job taken to the last mail marked sent
 *      (target ≥ 100 mails/s);
 *   3. releasing CLASSES classes of PER_CLASS students with an e-mail each, half with the
 *      outbox (a message a student) and half without, alternating (target ≤ 1.2×).
 * Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:messages
 */

import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { startDelivery } from '../../apps/api/src/messages/delivery.ts';
import { openOutbox, quietOutbox } from '../../apps/api/src/messages/outbox.ts';
import { setStatus } from '../../apps/api/src/results/release.ts';
import { authOf } from '../../apps/api/src/seed/calls.ts';
import { seedDemo } from '../../apps/api/src/seed/demo.ts';
import { seedDemoResults } from '../../apps/api/src/seed/demo-results.ts';
import { addResultsSchool } from '../../apps/api/src/test/results-school.ts';
import { startSmtp } from '../../apps/api/src/test/smtp-server.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';

const env = process.env;
const MESSAGES = Number(env.MESSAGES ?? 2000);
const ROUNDS = Number(env.ROUNDS ?? 3);
const CLASSES = Number(env.CLASSES ?? 16);
const PER_CLASS = Number(env.PER_CLASS ?? 40);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
const TERM = 'First Term';
const SESSION = '2025/2026';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function benchDatabase(label: string, database: Database) {
  await database.migrate();
  const ids = await seedDemo(database.db);
  await seedDemoResults(database.db, ids);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  const outbox = await openOutbox(database);
  const lines: string[] = [`## ${label}`];

  // 1. queueing in one transaction
  const queueMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await database.db.transaction((tx) =>
      outbox.queue(
        tx,
        Array.from({ length: MESSAGES }, (_, n) => ({
          schId: at.schId,
          event: 'announcement_published' as const,
          eventKey: `bench-${round}-${n}`,
          channel: 'email' as const,
          recipient: `parent${n}@families.test`,
          recipientName: `Parent ${n}`,
          subject: `Notice ${n}`,
          text: `Notice number ${n} of round ${round}.`,
          html: `<p>Notice number ${n} of round ${round}.</p>`,
          batch: `bench-${round}`,
        })),
      ),
    );
    queueMs.push(performance.now() - start);
  }
  lines.push(
    `queue ${MESSAGES} messages in one transaction: median ${ms(median(queueMs))} (${queueMs.map(ms).join(', ')})`,
  );

  // 2. delivery to a local SMTP server
  const smtp = await startSmtp();
  // From the environment: SENDS_PER_SECOND(_PER_SCHOOL) bound the rate (default 200 and 100).
  const config = { ...loadConfig(), logLevel: 'silent', smtpUrl: smtp.url };
  const total = MESSAGES * ROUNDS;
  const start = performance.now();
  const delivery = await startDelivery(outbox, database.db, config);
  const sent = async () =>
    Number(
      (
        await database.raw(
          `select count(*)::int as n from messages where sch_id = $1 and status = 'sent'`,
          [at.schId],
        )
      )[0]?.n,
    );
  while ((await sent()) < total) await new Promise((r) => setTimeout(r, 200));
  const seconds = (performance.now() - start) / 1000;
  await delivery.stop();
  await smtp.close();
  lines.push(
    `deliver ${total} mails to a local SMTP server: ${seconds.toFixed(1)} s, ${(total / seconds).toFixed(0)} mails/s (${smtp.received.length} received)`,
  );

  // 3. a class's release with and without notifications
  const school = await addResultsSchool(database, at, {
    classes: CLASSES,
    perClass: PER_CLASS,
    subjects: 8,
    term: TERM,
    session: SESSION,
  });
  const studentIds = school.classes.flatMap((c) => c.studentIds);
  await database.raw(
    `update users set email = 'family' || id || '@families.test' where sch_id = $1 and id = any($2)`,
    [at.schId, studentIds],
  );
  const principal = await authOf(database.db, ids.users.principal);
  const timed = { with: [] as number[], without: [] as number[] };
  for (const [n, cls] of school.classes.entries()) {
    const withMessages = n % 2 === 0;
    const started = performance.now();
    const answer = await setStatus(
      database.db,
      withMessages ? outbox : quietOutbox,
      config,
      principal,
      {
        class_id: String(cls.id),
        term: TERM,
        session: SESSION,
        period: 'Second Half',
      },
      'released',
    );
    (withMessages ? timed.with : timed.without).push(performance.now() - started);
    if (answer.data.changed !== PER_CLASS) throw new Error(`released ${answer.data.changed}`);
  }
  const ratio = median(timed.with) / median(timed.without);
  lines.push(
    `release a class of ${PER_CLASS}: with notifications median ${ms(median(timed.with))}, without ${ms(median(timed.without))}: ${ratio.toFixed(2)}×`,
  );
  await outbox.stop();
  return lines.join('\n');
}

const reports = await onEachDatabase(PG_URL, benchDatabase);
console.log(reports.join('\n\n'));
process.exit(0);
