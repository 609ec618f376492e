/**
 * The server compiles a route's request validators and answer serializers on the route's first
 * use, so a schema the compilers refuse would show only when someone first calls it: here every
 * operation's are compiled, by the same compilers with the same options.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type RouteOptions } from 'fastify';
import glue from 'fastify-openapi-glue';
import { expect, it } from 'vitest';
import { answerSerializerOptions } from '../app.ts';
import { loadContract } from '../contract.ts';
import { validatorCompiler } from './validation.ts';

/** A part's schema, or each content type's when the contract gives one per type. */
function schemasOf(part: unknown): object[] {
  if (typeof part !== 'object' || part === null) return [];
  if (!('content' in part)) return [part];
  return Object.values(part.content as Record<string, { schema?: object }>).flatMap((type) =>
    type.schema ? [type.schema] : [],
  );
}

it("compiles every operation's request validators and answer serializers", async () => {
  const routes: RouteOptions[] = [];
  const probe = Fastify();
  probe.addHook('onRoute', (route) => {
    // (Fastify adds a HEAD route beside each GET, with the GET's schemas)
    if (route.method !== 'HEAD') routes.push(route);
  });
  await probe.register(glue, {
    specification: loadContract().spec,
    prefix: '/api',
    operationResolver: () => async () => ({}),
  });
  const serializerFor = SerializerSelector()(undefined, answerSerializerOptions);
  let validators = 0;
  let serializers = 0;
  for (const route of routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const httpPart of ['body', 'querystring', 'params', 'headers']) {
      for (const part of schemasOf(schema[httpPart])) {
        validatorCompiler({ schema: part, httpPart })(undefined);
        validators += 1;
      }
    }
    const answers = (schema.response ?? {}) as Record<string, unknown>;
    for (const [httpStatus, answer] of Object.entries(answers)) {
      for (const part of schemasOf(answer)) {
        serializerFor({ schema: part, method: String(route.method), url: route.url, httpStatus });
        serializers += 1;
      }
    }
  }
  await probe.close();
  expect(routes.length).toBe(loadContract().operations.size);
  expect(validators).toBeGreaterThan(routes.length / 2);
  expect(serializers).toBeGreaterThan(routes.length);
});
