/**
 * `buildApp({ db, config })` → the Fastify instance: the contract's operations under /api
 * (registered by fastify-openapi-glue from openapi/schoolmates.yaml, one handler per
 * operationId), validation and serialisation from the contract, the auth hook, security
 * headers, and the built web app at / when it exists. main.ts listens; tests use app.inject.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { mayCall, rolesFor } from '@schoolmates/sdk';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
  type RouteOptions,
} from 'fastify';
import glue from 'fastify-openapi-glue';
import { type Auth, authenticate, cachedAuth, SessionCache } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { loadContract, type OperationId, operationInfo } from './contract.ts';
import type { Db } from './db/client.ts';
import { FILE_CONTENT_TYPES } from './files/purposes.ts';
import { handlers } from './handlers/index.ts';
import { type Handler, PUBLIC_OPERATIONS } from './handlers/types.ts';
import { serializersOnFirstUse } from './http/compile-on-first-use.ts';
import { errorHandler } from './http/error-handler.ts';
import { forbidden, HttpError, invalid, notFound } from './http/errors.ts';
import { logForeignIds } from './http/foreign-ids.ts';
import { ListPace } from './http/list-pace.ts';
import { loggerOptions } from './http/logging.ts';
import { keepRawBody } from './http/raw-body.ts';
import { apiSecurityHeaders, webSecurityHeaders } from './http/security-headers.ts';
import { requestFlaws, validatorCompiler } from './http/validation.ts';
import type { Outbox } from './messages/outbox.ts';
import { keySet } from './report-cards/signing-keys.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    operationId?: OperationId;
  }
}

/** Calls whose failures are limited per address (the per-account limit is in the handlers). */
const RATE_LIMITED: ReadonlySet<OperationId> = new Set<OperationId>([
  'loginUser',
  'signUpSchool',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
]);

/**
 * Providers' delivery reports: public, so limited per address too, at their own pace (a
 * class's release brings a report per message), and signed over the body as it came.
 */
const WEBHOOKS: ReadonlySet<OperationId> = new Set<OperationId>([
  'reportTermiiDelivery',
  'verifyWhatsappWebhook',
  'reportWhatsappDelivery',
  'receivePaystackEvent',
  'receiveFlutterwaveEvent',
]);
/** Report cards checked by code (issue 31): public, limited per address at their own pace. */
const VERIFICATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getReportCardVerification',
  'checkReportCardPin',
  'getReportCardLogo',
  'getVerificationKeys',
]);
const RAW_BODY: ReadonlySet<OperationId> = new Set<OperationId>([
  'reportTermiiDelivery',
  'reportWhatsappDelivery',
  'receivePaystackEvent',
  'receiveFlutterwaveEvent',
]);

/** What a session opened with a one-time password may do (DECISIONS #18). */
const FIRST_SIGN_IN_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'changePassword',
  'getProfile',
  'logoutUser',
]);

/** How instances sharing a database tell each other that sessions or users changed. */
export interface SessionChanges {
  /** False while changes may be missed: the cache is not used then. */
  readonly live: boolean;
  /** Resolves once the other instances are told (never rejects). */
  publish(): Promise<void>;
  subscribe(listener: () => void): void;
}

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where the handlers queue messages (messages/outbox.ts). */
  outbox: Outbox;
  /** Given when several instances may share the database (main.ts, on PostgreSQL). */
  sessionChanges?: SessionChanges | undefined;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: Writable | undefined;
}

/**
 * The answers' serializer picks oneOf branches with its own Ajv: it knows the contract's
 * `format: session` (checked on requests, http/validation.ts) instead of warning about it.
 */
export const answerSerializerOptions = { ajv: { formats: { session: true as const } } };

export async function buildApp({
  db,
  config,
  outbox,
  sessionChanges,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
    serializerOpts: answerSerializerOptions,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  app.decorateRequest('auth', null);
  // JSON only. Fastify also parses text/plain by default, and the contract's body schemas are
  // per content type (application/json), so a text/plain body would skip validation: 415.
  app.removeContentTypeParser('text/plain');
  // The files the contract sends back (GET /files/{id}) and WhatsApp's text challenge are never
  // request bodies: refused as any other non-JSON body is, and named so the router knows them
  // (no start-up warnings).
  for (const type of [...FILE_CONTENT_TYPES, 'application/octet-stream', 'text/plain']) {
    app.addContentTypeParser(type, (_request, _body, done) =>
      done(new HttpError(415, 'This call takes a JSON body.'), undefined),
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  // Set before the handler runs, so that a handler's own header (a file's caching) wins.
  const webHeaders = webSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.operationId ? apiSecurityHeaders : webHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  // Hooks that need no await are written with `done`: an async hook costs every request a
  // promise and a turn of the microtask queue (bench/api, GET /campus).
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = {
      ...requestFlaws(request.query),
      ...requestFlaws(request.params),
      ...requestFlaws(request.body),
    };
    done(Object.keys(errors).length === 0 ? undefined : invalid(errors));
  });

  // The limits' headers only on a 429 (with Retry-After): a client has no use for a count of
  // what it may still ask, and they were a tenth of every list's header bytes.
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });

  const contract = loadContract();
  const publicInContract = [...contract.operations.values()]
    .filter((op) => op.roles.length === 0)
    .map((op) => op.operationId)
    .sort();
  if (publicInContract.join() !== [...PUBLIC_OPERATIONS].sort().join()) {
    throw new Error(`Public operations changed in the contract: ${publicInContract.join(', ')}`);
  }

  // Sessions read lately (auth/sessions.ts). Any request that may write (not GET) empties it
  // before its answer leaves, here and, through `sessionChanges`, on the other instances:
  // a sign-out, a disabled user or a changed role takes effect at the next request.
  const sessionCache =
    config.sessionCacheMs > 0 ? new SessionCache(config.sessionCacheMs) : undefined;
  if (sessionCache) sessionChanges?.subscribe(() => sessionCache.clear());

  await app.register(async (api) => {
    if (sessionCache) {
      api.addHook('onSend', (request, _reply, payload, done) => {
        if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
        sessionCache.clear();
        // Told before the answer leaves, so a client that goes on to another instance finds
        // the change there (a sign-out on one instance is refused on the other at once).
        if (!sessionChanges) return done(null, payload);
        sessionChanges.publish().then(
          () => done(null, payload),
          (error: Error) => done(error),
        );
      });
    }

    // multipart/form-data is read by the upload handler itself (streamed, with its limits; a
    // file over the limit is cut, not an error, so that the handler answers 422 `errors.file`).
    // Fastify skips body validation for a media type the route's schema does not list, so
    // every other operation refuses multipart below, and uploadFile's body schema is dropped
    // (its handler validates the form).
    await api.register(multipart, { throwFileSizeLimit: false });
    api.addHook('onRoute', (route) => {
      if (route.config?.operationId === 'uploadFile' && route.schema) delete route.schema.body;
    });

    const listPace = new ListPace(config.listsPerMinute);
    /**
     * Each operation's door: JSON bodies only (415), token → session → user (401/440), x-roles
     * (403), what a one-time password allows, and a session's pace through lists (429).
     * Default deny: an operation without roles in the contract is public only when it is in
     * PUBLIC_OPERATIONS (checked above); anything else needs a role listed in x-roles. A
     * session in the cache passes without a promise: this runs before every call.
     */
    const guard = (operationId: OperationId): onRequestHookHandler => {
      const open = rolesFor(operationId).length === 0;
      const paced = operationId.startsWith('list');
      const admit = (request: FastifyRequest, reply: FastifyReply, auth: Auth) => {
        if (!mayCall(auth.role, operationId)) return forbidden();
        if (auth.mustChangePassword && !FIRST_SIGN_IN_OPERATIONS.has(operationId)) {
          return forbidden('Choose a new password first: you signed in with a one-time password.');
        }
        request.auth = auth;
        const wait = paced ? listPace.take(auth.sessionId, Date.now()) : undefined;
        if (wait === undefined) return undefined;
        reply.header('retry-after', wait);
        return new HttpError(429, `Too many lists asked for; try again in ${wait} seconds.`);
      };
      return (request, reply, done) => {
        if (
          operationId !== 'uploadFile' &&
          /^multipart\//i.test(request.headers['content-type'] ?? '')
        ) {
          return done(new HttpError(415, 'This call takes a JSON body.'));
        }
        if (open) return done();
        const now = new Date();
        const cache = sessionChanges && !sessionChanges.live ? undefined : sessionCache;
        let auth: Auth | undefined;
        try {
          auth = cache && cachedAuth(config, request.headers.authorization, now.getTime(), cache);
        } catch (error) {
          return done(error as Error);
        }
        if (auth) return done(admit(request, reply, auth));
        authenticate(db, config, request.headers.authorization, now, cache).then(
          (found) => done(admit(request, reply, found)),
          done,
        );
      };
    };

    await api.register(glue, {
      specification: contract.spec,
      prefix: '/api',
      operationResolver: (operationId: string) => {
        const id = operationId as OperationId;
        const handler = handlers[id] as Handler<OperationId> | undefined;
        if (!handler) throw new Error(`No handler for ${operationId}`);
        const info = operationInfo(id);
        return {
          config: {
            operationId: id,
            ...(RATE_LIMITED.has(id)
              ? { rateLimit: { max: config.signInPerMinute, timeWindow: 60_000 } }
              : {}),
            ...(WEBHOOKS.has(id)
              ? { rateLimit: { max: config.webhooksPerMinute, timeWindow: 60_000 } }
              : {}),
            ...(VERIFICATIONS.has(id)
              ? { rateLimit: { max: config.verificationsPerMinute, timeWindow: 60_000 } }
              : {}),
          },
          onRequest: guard(id),
          ...(RAW_BODY.has(id) ? { preParsing: keepRawBody } : {}),
          handler: async (request: FastifyRequest, reply: FastifyReply) => {
            reply.code(info.successStatus);
            let answer: unknown;
            try {
              answer = await handler({
                operationId: id,
                req: request,
                reply,
                db,
                config,
                outbox,
                auth: request.auth as never,
                body: request.body as never,
                query: request.query as never,
                params: request.params as never,
              });
            } catch (error) {
              // another school's id, answered 404: logged here for every operation
              if (error instanceof HttpError && error.statusCode === 404 && request.auth) {
                await logForeignIds(db, request, request.auth);
              }
              throw error;
            }
            // JSON the database wrote (http/envelope.ts JsonText): Fastify sends it as it is
            if (typeof answer === 'string' && !reply.hasHeader('content-type')) {
              reply.type('application/json; charset=utf-8');
            }
            return answer;
          },
          // glue merges these into the route it builds (method, url, schema come from it)
        } as unknown as RouteOptions;
      },
    });
  });

  // The report-card signing keys where verifiers look for them (issue 31): the same key set as
  // GET /api/verification-keys, at the well-known address of a JSON Web Key Set.
  app.get(
    '/.well-known/jwks.json',
    { config: { rateLimit: { max: config.verificationsPerMinute, timeWindow: 60_000 } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await keySet(db)),
  );

  const webIndex = join(config.webDist, 'index.html');
  if (existsSync(webIndex)) {
    // The web build writes .br and .gz copies of its files (apps/web/vite.config.ts): sent as
    // they are, a school's slow link carries a tenth of the stylesheet.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // Built files carry their content's hash in the name: a browser may keep them for good,
      // so a returning teacher loads only index.html. Everything else is checked each time.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      existsSync(webIndex)
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    const error = notFound('Route');
    return reply.code(404).send({ message: error.message });
  });

  return app;
}
