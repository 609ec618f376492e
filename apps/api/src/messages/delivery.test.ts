/**
 * The worker against a real SMTP server on 127.0.0.1: what arrives, retries when the server is
 * down or busy, a dead message after the last try, and (PostgreSQL) two workers and a killed one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema.ts';
import { setup, type TestContext, usingPostgres } from '../test/harness.ts';
import { startSmtp, type TestSmtp } from '../test/smtp-server.ts';
import { type Delivery, startDelivery } from './delivery.ts';
import { SENT_SECRET } from './messages.queries.ts';
import { DELIVERY_QUEUE, type MessageDraft, openOutbox } from './outbox.ts';

let t: TestContext;
let smtp: TestSmtp | undefined;
let delivery: Delivery | undefined;
let batch = 0;

beforeAll(async () => {
  t = await setup();
  // Tries a second apart, not the production backoff, so that five tries take seconds.
  await t.outbox.boss.updateQueue(DELIVERY_QUEUE, { retryDelay: 1, retryBackoff: false });
});
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => t?.close());

/** Queues `count` e-mails in one transaction; answers their ids. */
async function queue(count: number, draft: Partial<MessageDraft> = {}): Promise<bigint[]> {
  batch += 1;
  const name = `test-${batch}`;
  await t.database.db.transaction((tx) =>
    t.outbox.queue(
      tx,
      Array.from({ length: count }, (_, n) => ({
        schId: t.ids.demo.schId,
        event: 'announcement_published' as const,
        eventKey: `${name}:${n}`,
        channel: 'email' as const,
        recipient: `parent${n}@families.test`,
        recipientName: `Parent ${n}`,
        subject: `Notice ${n}`,
        text: `Notice number ${n}.`,
        html: `<p>Notice number ${n}.</p>`,
        batch: name,
        ...draft,
      })),
    ),
  );
  const rows = await t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.batch, name)));
  return rows.map((r) => r.id);
}

const rowsOf = (ids: bigint[]) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.schId, t.ids.demo.schId), inArray(messages.id, ids)));

async function until(what: string, done: () => Promise<boolean>, seconds = 60) {
  const end = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const deliver = (smtpUrl: string) =>
  startDelivery(t.outbox, t.database.db, { ...t.config, smtpUrl });

describe('e-mail by SMTP', () => {
  it('delivers the message as written: to, subject, text, HTML and its link', async () => {
    smtp = await startSmtp();
    const [id] = await queue(1, {
      recipient: 'ada@families.test',
      recipientName: 'Okafor Ada',
      subject: 'Reset your password (SchoolMates Demo Academy)',
      text: 'Choose a new password: http://portal.test/reset-password?token=abc',
      html: '<p><a href="http://portal.test/reset-password?token=abc">Choose a new password</a></p>',
      secret: true,
    });
    delivery = await deliver(smtp.url);
    await until('sent', async () => (await rowsOf([id ?? 0n]))[0]?.status === 'sent');
    const [mail] = smtp.received;
    expect(mail?.to).toMatchObject({
      value: [{ address: 'ada@families.test', name: 'Okafor Ada' }],
    });
    expect(mail?.from?.value).toEqual([
      { address: 'no-reply@schoolmates.invalid', name: 'SchoolMates' },
    ]);
    expect(mail?.subject).toBe('Reset your password (SchoolMates Demo Academy)');
    expect(mail?.text).toContain('http://portal.test/reset-password?token=abc');
    expect(mail?.html).toContain('href="http://portal.test/reset-password?token=abc"');
    const [row] = await rowsOf([id ?? 0n]);
    expect(row).toMatchObject({ tries: 1, transport: 'smtp', lastError: null, html: null });
    // the outbox keeps no usable secret once the server has the mail
    expect(row?.text).toBe(SENT_SECRET);
    expect(row?.providerRef).toBe(mail?.messageId);
  });

  it('a server that refuses, then answers 4xx, then accepts: each delivered once, 3 tries', async () => {
    const closed = await startSmtp();
    const port = closed.port;
    await closed.close();
    const ids = await queue(3);
    delivery = await deliver(`smtp://127.0.0.1:${port}`);
    await until('the first try failed', async () =>
      (await rowsOf(ids)).every((m) => m.tries >= 1 && m.status === 'failed'),
    );
    expect((await rowsOf(ids))[0]?.lastError).toMatch(/ECONNREFUSED/);
    smtp = await startSmtp(port);
    smtp.answer = { code: 451, message: 'Mailbox busy, try later' };
    await until('the second try failed', async () =>
      (await rowsOf(ids)).every((m) => m.tries >= 2 && m.status === 'failed'),
    );
    expect((await rowsOf(ids))[0]?.lastError).toMatch(/451/);
    smtp.answer = 'accept';
    await until('all sent', async () => (await rowsOf(ids)).every((m) => m.status === 'sent'));
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ tries: 3, lastError: null });
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(['Notice 0', 'Notice 1', 'Notice 2']);
  });

  it('a message refused every time is dead after 5 tries, with the last error', async () => {
    smtp = await startSmtp();
    smtp.answer = { code: 550, message: 'No such mailbox' };
    const [id] = await queue(1);
    delivery = await deliver(smtp.url);
    await until('dead', async () => (await rowsOf([id ?? 0n]))[0]?.status === 'dead', 30);
    const [row] = await rowsOf([id ?? 0n]);
    expect(row?.tries).toBe(5);
    expect(row?.lastError).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);

    // "Send again" queues it once more, its tries counted afresh.
    smtp.answer = 'accept';
    const again = await t.call('POST', `/messages/${id}/resend`, { as: 'superadmin' });
    expect(again.statusCode).toBe(200);
    await until('sent', async () => (await rowsOf([id ?? 0n]))[0]?.status === 'sent');
    expect((await rowsOf([id ?? 0n]))[0]?.tries).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

// Worker processes start, and 1,000 mails go, in seconds; a busy machine needs more than 30.
describe.runIf(usingPostgres)('workers on one PostgreSQL database', { timeout: 180_000 }, () => {
  it('two workers deliver 1,000 messages: none twice, none lost', async () => {
    smtp = await startSmtp();
    const ids = await queue(1000);
    const second = await openOutbox(t.database);
    const config = { ...t.config, smtpUrl: smtp.url };
    const workers = [
      await startDelivery(t.outbox, t.database.db, config),
      await startDelivery(second, t.database.db, config),
    ];
    try {
      await until('all sent', async () => smtp !== undefined && smtp.received.length >= 1000, 120);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received).toHaveLength(1000);
      expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(1000);
      const rows = await rowsOf(ids);
      expect(rows.filter((m) => m.status === 'sent' && m.tries === 1)).toHaveLength(1000);
    } finally {
      for (const worker of workers) await worker.stop();
      await second.stop();
    }
  });

  it('a worker killed mid-batch, started again, delivers the rest with no duplicate', async () => {
    smtp = await startSmtp();
    smtp.delayMs = 20;
    const ids = await queue(200);
    const worker = fileURLToPath(new URL('../worker.ts', import.meta.url));
    const start = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', worker], {
        env: {
          ...process.env,
          DATABASE_URL:
            'connectionString' in t.database.jobs ? t.database.jobs.connectionString : '',
          SMTP_URL: smtp?.url,
          MAIL_FROM: t.config.mailFrom,
          // The second worker takes back the first one's messages when it next looks (every 60 s unset).
          QUEUE_SUPERVISE_SECONDS: '1',
        },
        stdio: 'ignore',
      });
    const first = start();
    await until('some delivered', async () => (smtp?.received.length ?? 0) >= 40);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const before = smtp.received.length;
    expect(before).toBeLessThan(200);
    const second = start();
    try {
      await until(
        'all sent',
        async () => (await rowsOf(ids)).every((m) => m.status === 'sent'),
        120,
      );
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    // A mail the server took just as the worker died goes again with the same Message-ID,
    // which a receiver shows once: by Message-ID, each of the 200 arrived exactly once.
    const byId = new Map<string, number>();
    for (const mail of smtp.received) {
      byId.set(mail.messageId ?? '', (byId.get(mail.messageId ?? '') ?? 0) + 1);
    }
    expect(byId.size).toBe(200);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(200);
    expect(smtp.received.length - 200).toBeLessThanOrEqual(20);
  });
});
