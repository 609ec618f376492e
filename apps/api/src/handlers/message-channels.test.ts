/**
 * SMS and WhatsApp per school (issue 27 point 3): the superadmin's settings, keys sealed at rest
 * and never answered; messages delivered by the worker through stubs of Termii and WhatsApp's
 * Cloud API on 127.0.0.1 that check the documented request and answer as documented; and the
 * providers' delivery reports, whose signature is checked (a bad one is refused, changes
 * nothing and writes a security line).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { rowsOf } from '../db/rows.ts';
import { messages } from '../db/schema.ts';
import { enabledChannels } from '../messages/channel-settings.queries.ts';
import { type Delivery, startDelivery } from '../messages/delivery.ts';
import type { JobOutbox, MessageDraft } from '../messages/outbox.ts';
import { setup, type TestContext } from '../test/harness.ts';

const TERMII_KEY = 'TLtermii-api-key-0123456789';
const TERMII_SECRET = 'termii-secret-key-abcdef';
const WHATSAPP_TOKEN = 'EAAGwhatsapp-access-token-xyz';
const APP_SECRET = 'meta-app-secret-123456';
const PHONE_NUMBER_ID = '106540352242922';

/** One request a stub provider took. */
interface Taken {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The id the stub answered for the message it took. */
  ref?: string;
}

/**
 * Termii and WhatsApp's Cloud API on 127.0.0.1: each answers a request of the documented shape
 * as the provider documents, anything else 400 (Termii: POST /api/sms/send with the key in the
 * body; WhatsApp: POST /{version}/{phone-number-id}/messages with the bearer token).
 */
function startProviders(): Promise<{ server: Server; url: string; taken: Taken[] }> {
  const taken: Taken[] = [];
  let sent = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      const request: Taken = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      taken.push(request);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const json = req.headers['content-type']?.startsWith('application/json');
      sent += 1;
      if (req.method === 'POST' && req.url === '/api/sms/send' && json) {
        if (body.api_key !== TERMII_KEY) return answer(401, { message: 'Invalid API key' });
        const fields = Object.keys(body).sort().join();
        if (
          fields !== 'api_key,channel,from,sms,to,type' ||
          body.type !== 'plain' ||
          !['dnd', 'generic'].includes(String(body.channel)) ||
          !/^\d{10,15}$/.test(String(body.to))
        ) {
          return answer(400, { message: `not Termii's shape: ${fields}` });
        }
        const id = `91228212705548${String(sent).padStart(5, '0')}`;
        request.ref = id;
        return answer(200, {
          code: 'ok',
          message_id: id,
          message_id_str: id,
          message: 'Successfully Sent',
          balance: 99.5,
          user: 'Demo School',
        });
      }
      if (req.method === 'POST' && req.url === `/v23.0/${PHONE_NUMBER_ID}/messages` && json) {
        if (req.headers.authorization !== `Bearer ${WHATSAPP_TOKEN}`) {
          return answer(401, {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          });
        }
        const template = body.template as {
          name?: unknown;
          language?: { code?: unknown };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        };
        const parameter = template?.components?.[0]?.parameters?.[0];
        if (
          body.messaging_product !== 'whatsapp' ||
          body.type !== 'template' ||
          !/^\d{10,15}$/.test(String(body.to)) ||
          template.name !== 'school_notice' ||
          template.language?.code !== 'en' ||
          template.components?.[0]?.type !== 'body' ||
          parameter?.type !== 'text' ||
          /[\n\t]| {5}/.test(parameter.text)
        ) {
          return answer(400, { error: { message: 'not a template message', code: 100 } });
        }
        request.ref = `wamid.HBgLMjM0ODAzMTIzNDU2NxUCABEYEj${sent}`;
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: request.ref }],
        });
      }
      answer(404, { message: 'no such endpoint' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, taken });
    });
  });
}

let t: TestContext;
let providers: Awaited<ReturnType<typeof startProviders>>;
let logged: FastifyInstance;
let delivery: Delivery | undefined;
const lines: string[] = [];
let draftNumber = 0;

beforeAll(async () => {
  providers = await startProviders();
  t = await setup({
    messagesSecretKey: randomBytes(32),
    termiiBaseUrl: providers.url,
    whatsappBaseUrl: providers.url,
  });
  // The same app, its log kept: the security lines of refused delivery reports.
  logged = await buildApp({
    db: t.database.db,
    outbox: t.outbox,
    config: { ...t.config, logLevel: 'warn' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await logged.ready();
});
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
  providers?.server.close();
});

const securityLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.security);

const SMS = { provider: 'termii', sender_id: 'DemoSch', api_key: TERMII_KEY };
const WHATSAPP = {
  provider: 'whatsapp_cloud',
  phone_number_id: PHONE_NUMBER_ID,
  template_name: 'school_notice',
  template_language: 'en',
  api_key: WHATSAPP_TOKEN,
  webhook_secret: APP_SECRET,
};

/** What the stub provider took for a message it answered (a retried message may come between). */
const requestOf = (row: { providerRef: string | null }) =>
  providers.taken.find((request) => request.ref !== undefined && request.ref === row.providerRef);

const save = (channel: string, body: object, as = 'superadmin') =>
  t.call('PUT', `/message-channels/${channel}`, { as, body });

/** Queues one message of the demo school (or `schId`) and delivers it; answers its row. */
async function deliverOne(draft: Partial<MessageDraft>) {
  draftNumber += 1;
  const eventKey = `channels-test-${draftNumber}`;
  const schId = draft.schId ?? t.ids.demo.schId;
  await t.database.db.transaction((tx) =>
    t.outbox.queue(tx, [
      {
        schId,
        event: 'result_released',
        eventKey,
        channel: 'sms',
        recipient: '0803 123 4567',
        subject: 'Result released',
        text: 'Demo School: the First Term result of Ngozi Okafor is out.\nSign in to read it.',
        ...draft,
      },
    ]),
  );
  delivery ??= await startDelivery(t.outbox as JobOutbox, t.database.db, t.config);
  const end = Date.now() + 20_000;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.schId, schId), sql`${messages.dedupeKey} like ${`%:${eventKey}:%`}`));
    if (row && row.status !== 'queued') return row;
    if (Date.now() > end) throw new Error(`message ${eventKey} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of a channel's delivery-report address, and its verify token, as the superadmin reads them. */
const addressOf = async (channel: 'sms' | 'whatsapp') => {
  const read = await t.call('GET', '/message-channels', { as: 'superadmin' });
  const settings = (
    read.json().data as { channel: string; webhook_url: string; verify_token: string }[]
  ).find((c) => c.channel === channel);
  if (!settings) throw new Error(`${channel} not set up`);
  return { path: new URL(settings.webhook_url).pathname, verifyToken: settings.verify_token };
};

/** A delivery report as a provider sends it: the body's exact bytes, through the logged app. */
function post(path: string, body: string, headers: Record<string, string>) {
  return logged.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

describe('who may set up SMS and WhatsApp', () => {
  it('refuses every role but the superadmin (403), reading or changing', async () => {
    for (const as of ['admin', 'principal', 'teacher', 'account', 'student']) {
      expect((await t.call('GET', '/message-channels', { as })).statusCode, as).toBe(403);
      expect((await save('sms', SMS, as)).statusCode, as).toBe(403);
      expect((await t.call('DELETE', '/message-channels/sms', { as })).statusCode, as).toBe(403);
    }
    expect((await t.call('GET', '/message-channels', { as: 'superadmin' })).json()).toEqual({
      data: [],
    });
  });
});

describe('the settings', () => {
  it('refuses a provider of the other channel, missing fields and a first save without a key', async () => {
    const before = await t.rowCount();
    const wrong = await save('sms', { ...WHATSAPP, provider: 'whatsapp_cloud' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      provider: ['must be termii for SMS'],
      sender_id: ['is required for SMS'],
      phone_number_id: ['is not used by SMS'],
      template_name: ['is not used by SMS'],
      template_language: ['is not used by SMS'],
    });
    const keyless = await save('sms', { provider: 'termii', sender_id: 'DemoSch' });
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().errors).toEqual({ api_key: ['is required to set up SMS'] });
    expect(await t.rowCount()).toBe(before);
  });

  it('stores the keys sealed, never answers them, and keeps them when a save leaves them out', async () => {
    const saved = await save('sms', { ...SMS, webhook_secret: TERMII_SECRET });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      channel: 'sms',
      provider: 'termii',
      enabled: true,
      sender_id: 'DemoSch',
      has_key: true,
      has_webhook_secret: true,
      verify_token: null,
    });
    expect(saved.json().data.webhook_url).toMatch(
      new RegExp(`/api/webhooks/termii/${t.ids.demo.schId}-[0-9a-f]{32}$`),
    );
    expect((await save('whatsapp', WHATSAPP)).statusCode).toBe(200);

    const read = await t.call('GET', '/message-channels', { as: 'superadmin' });
    expect(read.json().data.map((c: { channel: string }) => c.channel)).toEqual([
      'sms',
      'whatsapp',
    ]);
    for (const secret of [TERMII_KEY, TERMII_SECRET, WHATSAPP_TOKEN, APP_SECRET]) {
      expect(saved.body).not.toContain(secret);
      expect(read.body).not.toContain(secret);
    }

    // the columns hold neither the key nor any plain encoding of it
    const stored = rowsOf<{ sealed_key: string; sealed_webhook_secret: string }>(
      await t.database.db.execute(
        sql`select sealed_key, sealed_webhook_secret from message_channel_settings
            where sch_id = ${t.ids.demo.schId} and channel = 'sms'`,
      ),
    );
    const text = JSON.stringify(stored);
    for (const encoding of ['utf8', 'base64', 'base64url', 'hex'] as const) {
      expect(text).not.toContain(Buffer.from(TERMII_KEY).toString(encoding));
      expect(text).not.toContain(Buffer.from(TERMII_SECRET).toString(encoding));
    }
    expect(stored[0]?.sealed_key).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);

    // a save without keys keeps them and the report address
    const again = await save('sms', { provider: 'termii', sender_id: 'DemoSchool' });
    expect(again.json().data).toMatchObject({ has_key: true, has_webhook_secret: true });
    expect(again.json().data.webhook_url).toBe(saved.json().data.webhook_url);
    const sms = await deliverOne({ event: 'invoice_issued' });
    expect(sms).toMatchObject({ status: 'sent', transport: 'termii' });
    expect(requestOf(sms)?.body).toMatchObject({ api_key: TERMII_KEY, from: 'DemoSchool' });
  });

  it('answers which channels a school can send by: e-mail, and SMS and WhatsApp once set up', async () => {
    expect(await enabledChannels(t.database.db, t.ids.demo.schId)).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
    expect(await enabledChannels(t.database.db, t.ids.other.schId)).toEqual(['email']);
  });

  it('refuses to store a key when the server has no MESSAGES_SECRET_KEY (409), writing nothing', async () => {
    const keyless = await buildApp({
      db: t.database.db,
      outbox: t.outbox,
      config: { ...t.config, messagesSecretKey: undefined },
    });
    try {
      const before = await t.rowCount();
      const res = await keyless.inject({
        method: 'PUT',
        url: '/api/message-channels/sms',
        headers: { authorization: `Bearer ${await t.token('superadmin')}` },
        payload: SMS,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('MESSAGES_SECRET_KEY');
      expect(await t.rowCount()).toBe(before);
    } finally {
      await keyless.close();
    }
  });
});

describe('delivery through the providers', () => {
  it('sends an SMS by Termii’s dnd route for a result, with the number in international form', async () => {
    const row = await deliverOne({ event: 'result_released' });
    const request = requestOf(row);
    expect(request?.url).toBe('/api/sms/send');
    expect(request?.body).toEqual({
      to: '2348031234567',
      from: 'DemoSchool',
      sms: 'Demo School: the First Term result of Ngozi Okafor is out.\nSign in to read it.',
      type: 'plain',
      channel: 'dnd',
      api_key: TERMII_KEY,
    });
    expect(row).toMatchObject({ status: 'sent', transport: 'termii', tries: 1, lastError: null });
    expect(row.providerRef).toMatch(/^91228212705548\d{5}$/);
  });

  it('sends an announcement by Termii’s generic route', async () => {
    const row = await deliverOne({ event: 'announcement_published' });
    expect(requestOf(row)?.body.channel).toBe('generic');
  });

  it('sends WhatsApp as the school’s template, the text as its one body parameter', async () => {
    const row = await deliverOne({ channel: 'whatsapp', recipient: '+234 803 123 4567' });
    const request = requestOf(row);
    expect(request?.url).toBe(`/v23.0/${PHONE_NUMBER_ID}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${WHATSAPP_TOKEN}`);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '2348031234567',
      type: 'template',
      template: {
        name: 'school_notice',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              {
                type: 'text',
                text: 'Demo School: the First Term result of Ngozi Okafor is out. Sign in to read it.',
              },
            ],
          },
        ],
      },
    });
    expect(row).toMatchObject({ status: 'sent', transport: 'whatsapp' });
    expect(row.providerRef).toMatch(/^wamid\./);
  });

  it('fails a message of a school without SMS with why, and records the provider’s refusal', async () => {
    const other = await deliverOne({ schId: t.ids.other.schId });
    expect(other).toMatchObject({
      status: 'failed',
      lastError: 'SMS is not set up for this school.',
    });
    await save('whatsapp', { ...WHATSAPP, api_key: 'EAAGan-expired-token' });
    const refused = await deliverOne({ channel: 'whatsapp' });
    expect(refused).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp refused the message (401): Invalid OAuth access token.',
    });
    expect(refused.lastError).not.toContain('EAAGan');
    await save('whatsapp', WHATSAPP);
  });
});

describe('delivery reports', () => {
  const statusOf = async (id: bigint) =>
    (
      await t.database.db
        .select({ status: messages.status, lastError: messages.lastError })
        .from(messages)
        .where(and(eq(messages.schId, t.ids.demo.schId), eq(messages.id, id)))
    )[0];

  it('marks an SMS delivered on Termii’s signed report; a bad signature is refused, logged and changes nothing', async () => {
    const message = await deliverOne({});
    const { path } = await addressOf('sms');
    const body = JSON.stringify({
      type: 'outbound',
      id: 'c4b5a9a0',
      message_id: message.providerRef,
      receiver: '2348031234567',
      sender: 'DemoSchool',
      message: message.text,
      sent_at: '2026-11-27 10:00:00',
      cost: '4.5',
      status: 'Delivered',
      channel: 'dnd',
    });
    const signature = createHmac('sha512', TERMII_SECRET).update(body).digest('hex');

    lines.length = 0;
    for (const bad of [
      {},
      { 'x-termii-signature': createHmac('sha512', 'not-the-secret').update(body).digest('hex') },
      {
        'x-termii-signature': createHmac('sha512', TERMII_SECRET).update(`${body} `).digest('hex'),
      },
    ] as Record<string, string>[]) {
      const refused = await post(path, body, bad);
      expect(refused.statusCode).toBe(401);
    }
    expect(await statusOf(message.id)).toEqual({ status: 'sent', lastError: null });
    expect(securityLines()).toEqual([
      expect.objectContaining({
        operation: 'reportTermiiDelivery',
        channel: 'sms',
        reason: 'no signature',
      }),
      expect.objectContaining({ schId: String(t.ids.demo.schId), reason: 'wrong signature' }),
      expect.objectContaining({ reason: 'wrong signature' }),
    ]);
    expect(lines.join('')).not.toContain(TERMII_SECRET);

    const ok = await post(path, body, { 'x-termii-signature': signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: '1 message updated.' });
    expect(await statusOf(message.id)).toEqual({ status: 'delivered', lastError: null });
  });

  it('marks a failed SMS failed with Termii’s reason', async () => {
    const message = await deliverOne({});
    const { path } = await addressOf('sms');
    const body = JSON.stringify({
      message_id: message.providerRef,
      status: 'DND Active on Phone Number',
    });
    const res = await post(path, body, {
      'x-termii-signature': createHmac('sha512', TERMII_SECRET).update(body).digest('hex'),
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(message.id)).toEqual({
      status: 'failed',
      lastError: 'Termii: DND Active on Phone Number',
    });
  });

  it('answers Meta’s address check with the school’s verify token only', async () => {
    const { path, verifyToken } = await addressOf('whatsapp');
    const check = (token: string) =>
      logged.inject({
        url: path,
        query: {
          'hub.mode': 'subscribe',
          'hub.verify_token': token,
          'hub.challenge': '1158201444',
        },
      });
    const ok = await check(verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    lines.length = 0;
    const wrong = await check('guessed-token');
    expect(wrong.statusCode).toBe(403);
    expect(securityLines()).toEqual([
      expect.objectContaining({ operation: 'verifyWhatsappWebhook', reason: 'wrong verify token' }),
    ]);
    // As long as the token in characters, longer in bytes: refused, not a server error.
    expect((await check(`é${verifyToken.slice(1)}`)).statusCode).toBe(403);
  });

  it('marks WhatsApp messages delivered or failed on Meta’s signed call; a bad signature is refused and logged', async () => {
    const read = await deliverOne({ channel: 'whatsapp' });
    const failed = await deliverOne({ channel: 'whatsapp' });
    const { path } = await addressOf('whatsapp');
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
                statuses: [
                  {
                    id: read.providerRef,
                    status: 'read',
                    timestamp: '1750263773',
                    recipient_id: '2348031234567',
                  },
                  {
                    id: failed.providerRef,
                    status: 'failed',
                    timestamp: '1750263773',
                    recipient_id: '2348031234567',
                    errors: [
                      {
                        code: 131026,
                        title: 'Message undeliverable',
                        message: 'Message undeliverable',
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;

    lines.length = 0;
    const forged = await post(path, body, {
      'x-hub-signature-256': `sha256=${createHmac('sha256', 'guess').update(body).digest('hex')}`,
    });
    expect(forged.statusCode).toBe(401);
    expect(await statusOf(read.id)).toMatchObject({ status: 'sent' });
    expect(await statusOf(failed.id)).toMatchObject({ status: 'sent' });
    expect(securityLines()).toEqual([
      expect.objectContaining({ operation: 'reportWhatsappDelivery', reason: 'wrong signature' }),
    ]);

    const ok = await post(path, body, { 'x-hub-signature-256': signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: '2 messages updated.' });
    expect(await statusOf(read.id)).toEqual({ status: 'delivered', lastError: null });
    expect(await statusOf(failed.id)).toEqual({
      status: 'failed',
      lastError: 'WhatsApp: 131026 Message undeliverable',
    });
  });

  it('answers 404 (logged) to an address of no school, or of another school’s channel', async () => {
    const { path } = await addressOf('sms');
    const otherSchool = path.replace(/\/\d+-/, `/${t.ids.other.schId}-`);
    const wrongKey = path.replace(/-[0-9a-f]{32}$/, `-${'0'.repeat(32)}`);
    lines.length = 0;
    for (const address of [otherSchool, wrongKey]) {
      const res = await post(address, '{}', { 'x-termii-signature': 'x' });
      expect(res.statusCode, address).toBe(404);
    }
    expect(securityLines()).toHaveLength(2);
    expect(securityLines()[0]).toMatchObject({ reason: 'no such delivery-report address' });
  });
});

describe('pausing and turning off', () => {
  it('fails the messages of a paused channel, then forgets the channel and its address', async () => {
    const { path } = await addressOf('sms');
    await save('sms', { provider: 'termii', sender_id: 'DemoSchool', enabled: false });
    expect(await enabledChannels(t.database.db, t.ids.demo.schId)).toEqual(['email', 'whatsapp']);
    expect(await deliverOne({})).toMatchObject({
      status: 'failed',
      lastError: 'SMS is paused for this school.',
    });

    const off = await t.call('DELETE', '/message-channels/sms', { as: 'superadmin' });
    expect(off.statusCode).toBe(200);
    expect((await t.call('DELETE', '/message-channels/sms', { as: 'superadmin' })).statusCode).toBe(
      404,
    );
    const read = await t.call('GET', '/message-channels', { as: 'superadmin' });
    expect(read.json().data.map((c: { channel: string }) => c.channel)).toEqual(['whatsapp']);
    expect((await post(path, '{}', {})).statusCode).toBe(404);
  });
});
