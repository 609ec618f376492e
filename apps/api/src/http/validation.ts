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

const REASONS: Record<string, (e: FastifySchemaValidationError) => string> = {
  required: () => 'is required',
  additionalProperties: () => 'is not allowed',
  type: (e) => `must be ${String((e.params as { type?: unknown }).type ?? 'of another type')}`,
  enum: (e) =>
    `must be one of: ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`,
  format: (e) => `must be a valid ${String((e.params as { format?: unknown }).format)}`,
  minLength: (e) =>
    Number((e.params as { limit?: number }).limit) === 1
      ? 'must not be empty'
      : `must be at least ${(e.params as { limit?: number }).limit} characters`,
  maxLength: (e) => `must be at most ${(e.params as { limit?: number }).limit} characters`,
  pattern: () => 'has an invalid format',
};

/** Ajv errors → `{ field: [reason] }` with dotted field names (`entries.0.staff_id`). */
export function fieldErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const out: FieldErrors = {};
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
