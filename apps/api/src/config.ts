import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the defaults of DECISIONS #3. */
export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite under `dataDir`. Set: PostgreSQL through `pg`. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  /** How long a session read from the database may be reused (ms; 0: never). */
  sessionCacheMs: number;
  /** pino level; 'silent' in tests. */
  logLevel: string;
  /** Built web app to serve at `/` (SPA); ignored when the folder does not exist. */
  webDist: string;
  /** Sign-in, sign-up, password calls allowed per address per minute. */
  signInPerMinute: number;
  /**
   * List calls allowed per session per minute: a person paging and filtering stays far below
   * it; a script copying the school's people page by page does not.
   */
  listsPerMinute: number;
  /** Password-reset e-mails the whole server sends per minute (each address: 3 an hour). */
  resetEmailsPerMinute: number;
  /**
   * The SMTP server mail leaves through (`smtp://user:pass@host:587`); unset: mail is
   * delivered to the portal's own mailbox, which the superadmin reads on the Messages screen.
   */
  smtpUrl: string | undefined;
  /** The sender of the portal's mail. */
  mailFrom: string;
  /** The portal's address as people open it, for the links in messages. */
  publicUrl: string;
  /**
   * Whether this process delivers the outbox (`DELIVERY_WORKER=off` when `pnpm worker` runs
   * apart, for deployments with several API instances).
   */
  deliveryWorker: boolean;
  /**
   * How often the delivering process looks for messages a stopped worker had in hand and gives
   * them back to the queue (pg-boss's supervision, `QUEUE_SUPERVISE_SECONDS`).
   */
  queueSuperviseSeconds: number;
  /** Messages the worker sends per second, in all and for each school. */
  sendsPerSecond: number;
  sendsPerSecondPerSchool: number;
  /**
   * The key that seals the schools' SMS and WhatsApp keys in the database (AES-256-GCM;
   * `MESSAGES_SECRET_KEY`, 32 bytes in base64), and seals the report-card signing key and
   * derives the cards' PINs (issue 31). Unset on the embedded PGlite default: the key kept in
   * the data folder (server-key.ts, `withServerKey`). Unset with DATABASE_URL: no key can be
   * stored, SMS and WhatsApp are not sent and released cards get no code.
   */
  messagesSecretKey: Buffer | undefined;
  /** Where Termii's and WhatsApp's APIs are (tests point them at a stub on 127.0.0.1). */
  termiiBaseUrl: string;
  whatsappBaseUrl: string;
  /** Where Paystack's and Flutterwave's APIs are (tests point them at a stub on 127.0.0.1). */
  paystackBaseUrl: string;
  flutterwaveBaseUrl: string;
  /** The Graph API version WhatsApp calls name (`v23.0`). */
  whatsappApiVersion: string;
  /** Delivery reports (providers' webhooks) allowed per address per minute. */
  webhooksPerMinute: number;
  /** Report-card checks by code (look-ups and PINs) allowed per address per minute. */
  verificationsPerMinute: number;
}

/** A 32-byte key given in base64; anything else stops the server at start. */
export function secretKey(name: string, value: string | undefined): Buffer | undefined {
  if (value === undefined || value === '') return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) {
    throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  }
  return key;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './.data'),
    sessionIdleMinutes: positiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxDays: positiveInt('SESSION_MAX_DAYS', env.SESSION_MAX_DAYS, 7),
    sessionCacheMs:
      env.SESSION_CACHE_MS === '0'
        ? 0
        : positiveInt('SESSION_CACHE_MS', env.SESSION_CACHE_MS, 2000),
    logLevel: env.LOG_LEVEL || 'info',
    signInPerMinute: positiveInt('SIGN_IN_PER_MINUTE', env.SIGN_IN_PER_MINUTE, 30),
    listsPerMinute: positiveInt('LISTS_PER_MINUTE', env.LISTS_PER_MINUTE, 300),
    resetEmailsPerMinute: positiveInt('RESET_EMAILS_PER_MINUTE', env.RESET_EMAILS_PER_MINUTE, 20),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'SchoolMates <no-reply@schoolmates.invalid>',
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST || '127.0.0.1'}:${env.PORT || 3000}`).replace(
      /\/+$/,
      '',
    ),
    deliveryWorker: env.DELIVERY_WORKER !== 'off',
    queueSuperviseSeconds: positiveInt('QUEUE_SUPERVISE_SECONDS', env.QUEUE_SUPERVISE_SECONDS, 60),
    sendsPerSecond: positiveInt('SENDS_PER_SECOND', env.SENDS_PER_SECOND, 200),
    sendsPerSecondPerSchool: positiveInt(
      'SENDS_PER_SECOND_PER_SCHOOL',
      env.SENDS_PER_SECOND_PER_SCHOOL,
      100,
    ),
    messagesSecretKey: secretKey('MESSAGES_SECRET_KEY', env.MESSAGES_SECRET_KEY),
    termiiBaseUrl: (env.TERMII_BASE_URL || 'https://api.ng.termii.com').replace(/\/+$/, ''),
    whatsappBaseUrl: (env.WHATSAPP_BASE_URL || 'https://graph.facebook.com').replace(/\/+$/, ''),
    whatsappApiVersion: env.WHATSAPP_API_VERSION || 'v23.0',
    paystackBaseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
    flutterwaveBaseUrl: (env.FLUTTERWAVE_BASE_URL || 'https://api.flutterwave.com').replace(
      /\/+$/,
      '',
    ),
    webhooksPerMinute: positiveInt('WEBHOOKS_PER_MINUTE', env.WEBHOOKS_PER_MINUTE, 600),
    verificationsPerMinute: positiveInt(
      'VERIFICATIONS_PER_MINUTE',
      env.VERIFICATIONS_PER_MINUTE,
      30,
    ),
    webDist: resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
  };
}
