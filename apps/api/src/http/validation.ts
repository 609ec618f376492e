/**
 * Request validation from the contract. Two Ajv instances:
 * - bodies: no type coercion, unknown properties REJECTED (the contract says
 *   `additionalProperties: false`; Fastify's default would silently strip them), all errors
 *   reported so that a form can show each field's message;
 * - query/path/headers: strings coerced to the declared types (`?page=2` → 2).
 * `allErrors` is safe here because every string, number and array of the contract is bounded.
 */
import { isValidSession } from '@schoolmates/domain/calendar';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validateOnFirstUse } from './compile-on-first-use.ts';
import type { FieldErrors } from './errors.ts';

// ajv-formats is CommonJS: under Node's ESM loader its default export is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

function makeAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    // 32.55 / 0.01 is 3254.9999999999995 in binary floating point: without a precision a
    // 32.55 % discount (or a 0.7 score) would fail `multipleOf`.
    multipleOfPrecision: 9,
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    strict: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // The contract's Session (`format: session`): two consecutive years, in a body, path or query.
  ajv.addFormat('session', isValidSession);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv('array');

/** Node lowercases header names; the contract spells them as sent (`Idempotency-Key`). */
function lowercaseHeaders(schema: object): object {
  const { properties, required, ...rest } = schema as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...rest,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v]),
          ),
        }
      : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  return validateOnFirstUse(() =>
    httpPart === 'body'
      ? bodyAjv.compile(schema)
      : paramAjv.compile(httpPart === 'headers' ? lowercaseHeaders(schema) : schema),
  );
}

/** What each pattern of the contract asks for, in the words a form shows under the field. */
const PATTERN_REASONS: Record<string, string> = {
  '^[1-9][0-9]{0,15}$': 'must be the id of a record',
  '^[0-9]{4}/[0-9]{4}$': 'must be a session such as 2025/2026',
  '^[+0-9 \\(\\)\\-]{7,20}$': 'must be a phone number: 7 to 20 digits, spaces, +, ( ) or -',
  '^[A-Za-z0-9][A-Za-z0-9._\\-]{2,49}$':
    'must be 3 to 50 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  '^[^,]+$': 'must not contain a comma',
  '^[A-Za-z0-9][A-Za-z0-9 \\/_\\-]*$':
    'must start with a letter or digit and hold only letters, digits, spaces, /, _ or -',
  '^[A-Za-z0-9][A-Za-z0-9\\/._\\-]{0,29}$':
    'must be at most 30 letters, digits, /, ., _ or -, starting with a letter or digit',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'must be a time such as 08:30',
  '^[A-Za-z]{1,5}$': 'must be 1 to 5 letters',
  '^[0-9]{10}$': 'must be 10 digits',
  '^[0-9]{1,3}(-[0-9]{1,3}){1,4}$': 'must be maximum scores joined by dashes, such as 20-20-60',
  '^INV/[0-9]{4}-[0-9]{4}/[0-9]{6}$': 'must be an invoice number such as INV/2025-2026/000123',
  '^RCT/[0-9]{4}-[0-9]{4}/[0-9]{6}$': 'must be a receipt number such as RCT/2025-2026/000045',
  '^https://': 'must be a link starting with https://',
  '^\\s*\\S[\\s\\S]*$': 'must not be only spaces',
  '^[1-9][0-9]{0,15}-[0-9a-f]{32}$': 'must be the key of a delivery-report address',
  '^[A-Za-z0-9][A-Za-z0-9 .\\-]{2,10}$':
    'must be 3 to 11 letters, digits, spaces, dots or dashes, starting with a letter or digit',
  '^[0-9]{5,30}$': 'must be 5 to 30 digits',
  '^[a-z0-9_]{1,512}$': 'must be lower-case letters, digits or underscores',
  '^[a-z]{2,3}(_[A-Z]{2})?$': 'must be a language code such as en or en_US',
  // guardians (issue 28), report-card checks (issue 31) and online payments (issue 29)
  '^\\+?[0-9 \\(\\)\\-]{7,20}$': 'must be a phone number, e.g. 0803 123 4567',
  '^[A-Za-z0-9\\-]+$': 'must be a code such as SM-12-7K3Q-92XD-4HNP: letters, digits and dashes',
  '^[0-9]{8}$': 'must be 8 digits',
  '^[0-9 ]+$': 'must be the digits of the PIN',
  '^[1-9][0-9]{0,15}-[0-9a-f]{24}$': 'must be the reference of an online payment',
  '^[A-Za-z0-9_\\-]+$': 'must be letters, digits, underscores or dashes',
};

/** The plain reason for a contract pattern (a test checks every pattern has one). */
export const patternReason = (pattern: string): string | undefined => PATTERN_REASONS[pattern];

const FORMAT_REASONS: Record<string, string> = {
  date: 'must be a date such as 2014-09-14',
  'date-time': 'must be a date and time such as 2025-09-14T08:30:00Z',
  email: 'must be an e-mail address such as ada@school.ng',
  uri: 'must be a web address',
  session: 'must be two consecutive years, such as 2025/2026',
};

const TYPE_REASONS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  integer: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be a set of fields',
};

type Params = Record<string, unknown>;
const limit = (e: FastifySchemaValidationError) => (e.params as Params).limit;

const REASONS: Record<string, (e: FastifySchemaValidationError) => string> = {
  required: () => 'is required',
  additionalProperties: () => 'is not allowed',
  type: (e) => {
    const type = String((e.params as Params).type ?? '');
    return TYPE_REASONS[type.split(',')[0] ?? ''] ?? 'is of the wrong kind';
  },
  enum: (e) =>
    `must be one of: ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`,
  const: (e) => `must be ${String((e.params as Params).allowedValue)}`,
  format: (e) =>
    FORMAT_REASONS[String((e.params as Params).format)] ??
    `must be a valid ${String((e.params as Params).format)}`,
  minLength: (e) =>
    Number(limit(e)) === 1 ? 'must not be empty' : `must be at least ${limit(e)} characters`,
  maxLength: (e) => `must be at most ${limit(e)} characters`,
  pattern: (e) =>
    patternReason(String((e.params as Params).pattern)) ?? 'is not written the expected way',
  minimum: (e) => `must be at least ${limit(e)}`,
  maximum: (e) => `must be at most ${limit(e)}`,
  exclusiveMinimum: (e) => `must be more than ${limit(e)}`,
  exclusiveMaximum: (e) => `must be less than ${limit(e)}`,
  multipleOf: (e) => `must be a multiple of ${String((e.params as Params).multipleOf)}`,
  minItems: (e) =>
    Number(limit(e)) === 1 ? 'must not be empty' : `must hold at least ${limit(e)} items`,
  maxItems: (e) => `must hold at most ${limit(e)} items`,
  uniqueItems: () => 'must not repeat an item',
  minProperties: () => 'must change at least one field',
};

/** A value that is empty, too long or of the wrong kind says only that, not also its pattern;
 * a value that breaks two details (pattern, format) says the first. */
const SHAPE_KEYWORDS = new Set(['type', 'minLength', 'maxLength']);
const DETAIL_KEYWORDS = new Set(['pattern', 'format']);

/** Errors that only wrap what their branches said; shown only where no branch said more. */
const WRAPPER_KEYWORDS = new Set(['oneOf', 'anyOf', 'if']);
const WRAPPER_REASONS: Record<string, string> = {
  // a value where the other fields allow none (`bank_id` of a cash payment)
  null: 'must be left empty',
  oneOf: 'must match one of the allowed forms',
  anyOf: 'must match one of the allowed forms',
};

/** Ajv errors → `{ field: [reason] }` with dotted field names (`entries.0.staff_id`). */
export function fieldErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const out: FieldErrors = {};
  const shaped = new Set<string>();
  const wrapped: [field: string, reason: string][] = [];
  for (const e of errors) {
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const segments = (e.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (params.missingProperty) segments.push(params.missingProperty);
    if (params.additionalProperty) segments.push(params.additionalProperty);
    const field = segments.join('.') || (context === 'body' ? 'body' : (context ?? 'request'));
    // oneOf/if wrappers repeat what their branches said, and the `{ type: 'null' }` branch of
    // a nullable oneOf adds nothing a user can act on: kept for a field nothing else names.
    const nullType = e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null';
    if (nullType || WRAPPER_KEYWORDS.has(e.keyword)) {
      wrapped.push([field, WRAPPER_REASONS[nullType ? 'null' : e.keyword] ?? 'is invalid']);
      continue;
    }
    const reason = REASONS[e.keyword]?.(e) ?? e.message ?? 'is invalid';
    // one detail per field: a session that is not `YYYY/YYYY` fails its pattern and format
    if (DETAIL_KEYWORDS.has(e.keyword) && shaped.has(field)) continue;
    if (SHAPE_KEYWORDS.has(e.keyword) || DETAIL_KEYWORDS.has(e.keyword)) shaped.add(field);
    out[field] ??= [];
    const list = out[field] as string[];
    if (!list.includes(reason)) list.push(reason);
  }
  // Innermost first, so that a wrapper around a named field adds nothing above it.
  wrapped.sort(([a], [b]) => b.split('.').length - a.split('.').length);
  for (const [field, reason] of wrapped) {
    const named = Object.keys(out).some(
      (known) => known === field || known.startsWith(`${field}.`) || WHOLE.has(field),
    );
    if (!named) out[field] = [reason];
  }
  if (Object.keys(out).length === 0) out[context ?? 'request'] = ['is invalid'];
  return out;
}

/** Names of the whole request part: any field named inside it says more. */
const WHOLE = new Set(['body', 'querystring', 'params', 'headers', 'request']);

/** The most levels of arrays and objects a request may nest; the contract's bodies use four. */
export const MAX_DEPTH = 32;

/**
 * Text no field may hold, with the reason a form shows. PostgreSQL cannot store a NUL character
 * (a write fails with "invalid byte sequence"), nor half of a UTF-16 pair (a lone surrogate has
 * no UTF-8 form), and no name, comment or search needs either.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const TEXT_FLAWS: [(text: string) => boolean, string][] = [
  [(text) => text.includes('\u0000'), 'must not contain a NUL character'],
  [
    (text) => LONE_SURROGATE.test(text),
    'must not contain half of a character (a lone UTF-16 surrogate)',
  ],
];
const isFlawedText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const TOO_DEEP = `must not nest more than ${MAX_DEPTH} levels deep`;

/**
 * What in a request no field may hold, by dotted field name: flawed text (TEXT_FLAWS) in a value
 * or a key, and nesting deeper than MAX_DEPTH (named at its outermost field: a 10,000-level
 * array would otherwise exhaust the stack of every walk after this one). Refused at the door,
 * like any other invalid value.
 */
export function requestFlaws(value: unknown): FieldErrors {
  // Every request with a body passes here: a walk that allocates nothing answers the usual
  // "none"; the names are gathered only for a request that has one.
  if (!isFlawed(value, 0)) return {};
  const out: FieldErrors = {};
  const add = (path: string[], reason: string) => {
    const field = path.join('.') || 'body';
    out[field] ??= [];
    if (!out[field].includes(reason)) out[field].push(reason);
  };
  const textFlaws = (text: string, path: string[]) => {
    for (const [flawed, reason] of TEXT_FLAWS) if (flawed(text)) add(path, reason);
  };
  const walk = (inner: unknown, path: string[]) => {
    if (typeof inner === 'string') return textFlaws(inner, path);
    if (inner === null || typeof inner !== 'object') return;
    // named at the body's field holding it; a body that is a list has no field to name
    if (path.length >= MAX_DEPTH)
      return add(Array.isArray(value) ? [] : path.slice(0, 1), TOO_DEEP);
    for (const [key, item] of Object.entries(inner)) {
      textFlaws(key, [...path, key]);
      walk(item, [...path, key]);
    }
  };
  walk(value, []);
  return out;
}

function isFlawed(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isFlawedText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => isFlawed(item, depth + 1));
  for (const key of Object.keys(value)) {
    if (isFlawedText(key) || isFlawed((value as Record<string, unknown>)[key], depth + 1)) {
      return true;
    }
  }
  return false;
}
