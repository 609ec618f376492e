/** A reset link's token reaches the person's mail and nothing else: no log line carries it. */
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { messages } from '../db/schema.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { resetTokenIn } from '../test/messages.ts';
import { startDelivery } from './delivery.ts';

let t: TestContext;
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await setup();
  logged = await buildApp({
    db: t.database.db,
    outbox: t.outbox,
    config: { ...t.config, logLevel: 'debug' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

it('logs the reset request and its delivery without the token', async () => {
  const original = console.log;
  const printed: string[] = [];
  console.log = (...args: unknown[]) => printed.push(args.map(String).join(' '));
  const delivery = await startDelivery(t.outbox, t.database.db, t.config);
  try {
    const res = await logged.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'teacher@demo.schoolmates.test' },
    });
    expect(res.statusCode).toBe(200);
    const mail = async () =>
      (
        await t.database.db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.schId, t.ids.demo.schId),
              eq(messages.recipient, 'teacher@demo.schoolmates.test'),
            ),
          )
      )[0];
    for (let n = 0; n < 100 && (await mail())?.status !== 'delivered'; n++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const delivered = await mail();
    expect(delivered?.transport).toBe('mailbox');
    const token = resetTokenIn(delivered?.text ?? '');
    expect(lines.join('\n')).toContain('password reset e-mail queued');
    expect(lines.join('\n')).not.toContain(token);
    expect(printed.join('\n')).not.toContain(token);
  } finally {
    console.log = original;
    await delivery.stop();
  }
});
