/**
 * Fastify compiles every route's request validators and answer serializers as the server starts.
 * The contract has hundreds of operations and a start, or a test file, uses a few: these compile
 * each on its route's first use instead, with the same compilers (compile-on-first-use.test.ts compiles them all).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaValidationError } from 'fastify';

/** A request validator as Fastify calls it: it reads `errors` after a false answer. */
export type Validate = ((data: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
};

export function validateOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const check: Validate = (data) => {
    validate ??= compile();
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  return check;
}

const buildSerializer = SerializerSelector();

/** Fastify's own answer serializers (fast-json-stringify), each compiled on its first answer. */
export const serializersOnFirstUse: typeof buildSerializer = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  return (route) => {
    let serialize: ReturnType<typeof compile> | undefined;
    return (doc) => {
      serialize ??= compile(route);
      return serialize(doc);
    };
  };
};
