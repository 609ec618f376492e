/**
 * `conforms(res, 'EndTermResultItem')`: asserts that an answer's body matches the contract's
 * schema of that name (openapi/schoolmates.yaml), and returns the body.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadContract } from '../contract.ts';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv({ strict: false, allErrors: true, multipleOfPrecision: 9 });
addFormats(ajv);
ajv.addSchema({ $id: 'contract', components: loadContract().spec.components });

export function conforms(res: LightMyRequestResponse, schema: string) {
  const validate = ajv.getSchema(`contract#/components/schemas/${schema}`);
  if (!validate) throw new Error(`The contract has no schema ${schema}`);
  const body = res.json();
  expect(validate(body) ? [] : validate.errors).toEqual([]);
  return body;
}
