/**
 * Request validation from the contract. Two Ajv instances:
 * - bodies: no type coercion, unknown properties REJECTED (the contract says
 *   `additionalProperties: false`; Fastify's default would silently strip them), all errors
 *   reported so that a form can show each field's message;
 * - query/path/headers: strings coerced to the declared types (`?page=2` → 2).
 * `allErrors` is safe here because every string, number and array of the contract is bounded.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
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
  if (httpPart === 'body') return bodyAjv.compile(schema);
  return paramAjv.compile(httpPart === 'headers' ? lowercaseHeaders(schema) : schema);
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
};

/** The plain reason for a contract pattern (a test checks every pattern has one). */
export const patternReason = (pattern: string): string | undefined => PATTERN_REASONS[pattern];

const FORMAT_REASONS: Record<string, string> = {
  date: 'must be a date such as 2014-09-14',
  'date-time': 'must be a date and time such as 2025-09-14T08:30:00Z',
  email: 'must be an e-mail address such as ada@school.ng',
  uri: 'must be a web address',
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

/** A value that is empty, too long or of the wrong kind says only that, not also its pattern. */
const SHAPE_KEYWORDS = new Set(['type', 'minLength', 'maxLength']);
const DETAIL_KEYWORDS = new Set(['pattern', 'format']);

/** Ajv errors → `{ field: [reason] }` with dotted field names (`entries.0.staff_id`). */
export function fieldErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const out: FieldErrors = {};
  const shaped = new Set<string>();
  for (const e of errors) {
    // oneOf/if wrappers repeat what their branches said; keep the specific messages.
    if (e.keyword === 'oneOf' || e.keyword === 'if' || e.keyword === 'anyOf') continue;
    // the `{ type: 'null' }` branch of a nullable oneOf adds nothing a user can act on
    if (e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null') continue;
    const params = e.params as { missingProperty?: string; additionalProperty?: string };
    const segments = (e.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (params.missingProperty) segments.push(params.missingProperty);
    if (params.additionalProperty) segments.push(params.additionalProperty);
    const field = segments.join('.') || (context === 'body' ? 'body' : (context ?? 'request'));
    const reason = REASONS[e.keyword]?.(e) ?? e.message ?? 'is invalid';
    if (DETAIL_KEYWORDS.has(e.keyword) && shaped.has(field)) continue;
    if (SHAPE_KEYWORDS.has(e.keyword)) shaped.add(field);
    out[field] ??= [];
    const list = out[field] as string[];
    if (!list.includes(reason)) list.push(reason);
  }
  if (Object.keys(out).length === 0) out[context ?? 'request'] = ['is invalid'];
  return out;
}

/**
 * Fields whose text holds a NUL character, by dotted name. PostgreSQL cannot store one in text
 * (a write fails with "invalid byte sequence"), and no name, comment or search needs one, so a
 * request carrying one is refused at the door like any other invalid value.
 */
export function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  // Every request with a body passes here: a walk that allocates nothing answers the usual
  // "none"; the names are gathered only for a request that has one.
  if (!holdsNul(value)) return [];
  if (typeof value === 'string') return [path.join('.')];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
    ...fieldsWithNul(inner, [...path, key]),
  ]);
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}
