import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { must } from '../db/rows.ts';
import { setup, type TestContext } from '../test/harness.ts';
import { patternReason } from './validation.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

function patternsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(patternsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value),
  );
}

describe('422 messages a person understands', () => {
  it('says in plain words what every pattern of the contract wants', async () => {
    const contract = load(
      await readFile(new URL('../../../../openapi/schoolmates.yaml', import.meta.url), 'utf8'),
    );
    const patterns = [...new Set(patternsIn(contract))];
    const unexplained = patterns.filter((p) => patternReason(p) === undefined);
    expect(unexplained).toEqual([]);
  });

  it('gives one message per field, never two run together, and no "invalid format"', async () => {
    const res = await t.call('POST', '/department', {
      as: 'superadmin',
      body: { department_id: '', department_name: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      department_id: ['must not be empty'],
      department_name: ['must not be empty'],
    });
    const bad = await t.call('POST', '/department', {
      as: 'superadmin',
      body: { department_id: '#SCI', department_name: 'Sciences' },
    });
    expect(bad.json().errors).toEqual({
      department_id: [
        'must start with a letter or digit and hold only letters, digits, spaces, /, _ or -',
      ],
    });
  });

  it('names phone numbers, dates and numbers the way a form would', async () => {
    const res = await t.call('POST', '/student', {
      as: 'admin',
      body: {
        surname: 'Eze',
        firstname: 'Ada',
        gender: 'female',
        dob: '14/09/2014',
        session_admitted: '2025-2026',
        class_id: String(t.ids.demo.classIds[0]),
        admission_number: 'MSG/001',
        phone_number: '0803-CALL-ME',
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.phone_number).toEqual([
      'must be a phone number: 7 to 20 digits, spaces, +, ( ) or -',
    ]);
    expect(errors.dob).toEqual(['must be a date such as 2014-09-14']);
    expect(errors.session_admitted).toEqual(['must be a session such as 2025/2026']);
    expect(JSON.stringify(errors)).not.toMatch(/invalid format|must be string|must match/);
  });

  it('refuses a name of only spaces, which a browser lets through as "required"', async () => {
    const body = { surname: '   ', firstname: 'Ada', gender: 'female', designation_id: 7 };
    const res = await t.call('POST', '/staff', { as: 'admin', body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.surname).toEqual(['must not be only spaces']);
  });

  it('names the field of every message, also where the rule hangs on another field', async () => {
    const invoice = String(t.ids.demo.classIds[0]);
    const cash = await t.call('POST', '/payment', {
      as: 'account',
      body: { invoice_id: invoice, amount_paid: 100, payment_method: 'cash', bank_id: '1' },
    });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors).toEqual({ bank_id: ['must be left empty'] });
    const bank = await t.call('POST', '/payment', {
      as: 'account',
      body: { invoice_id: invoice, amount_paid: 100, payment_method: 'transfer', bank_id: 1 },
    });
    expect(bank.statusCode).toBe(422);
    expect(bank.json().errors).toEqual({ bank_id: ['must be text'] });
  });

  it('refuses a session of years that do not follow each other, on every operation', async () => {
    const { spec, operations } = loadContract();
    const components = spec.components as Record<string, Record<string, Node>>;
    type Node = { $ref?: string; name?: string; in?: string; schema?: Node } & Record<
      string,
      unknown
    >;
    const deref = (node: Node): Node =>
      node.$ref
        ? deref(must(components[node.$ref.split('/')[2] ?? '']?.[node.$ref.split('/')[3] ?? '']))
        : node;
    const isSession = (node: Node | undefined) => node?.$ref === '#/components/schemas/Session';
    const checked: string[] = [];
    for (const op of operations.values()) {
      const raw = (spec.paths[op.path] as Record<string, Node>)[op.method] as Node & {
        parameters?: Node[];
        requestBody?: { content?: { 'application/json'?: { schema: Node } } };
      };
      const params = [
        ...(((spec.paths[op.path] as { parameters?: Node[] }).parameters ?? []) as Node[]),
        ...(raw.parameters ?? []),
      ].map(deref);
      const body = raw.requestBody?.content?.['application/json']?.schema;
      const bodyProperties = (body && (deref(body).properties as Record<string, Node>)) ?? {};
      const sessionParams = params.filter((p) => isSession(p.schema) && p.in !== 'header');
      const sessionFields = Object.keys(bodyProperties).filter((k) => isSession(bodyProperties[k]));
      if (sessionParams.length === 0 && sessionFields.length === 0) continue;
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        sessionParams.some((p) => p.name === name)
          ? '2025%2F2027'
          : (PATH_EXAMPLES[name] ?? '999999'),
      );
      const query = sessionParams
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=2025%2F2027`);
      const res = await t.call(
        op.method.toUpperCase() as 'GET',
        `${url}${query.length ? `?${query.join('&')}` : ''}`,
        {
          as: must(op.roles[0] ?? 'admin'),
          ...(body ? { body: Object.fromEntries(sessionFields.map((k) => [k, '2025/2027'])) } : {}),
        },
      );
      const label = `${op.operationId}: ${res.body}`;
      expect(res.statusCode, label).toBe(422);
      for (const field of [...sessionParams.map((p) => must(p.name)), ...sessionFields]) {
        expect(res.json().errors[field], label).toEqual([
          'must be two consecutive years, such as 2025/2026',
        ]);
      }
      checked.push(op.operationId);
    }
    expect(checked).toEqual(expect.arrayContaining(['createTheoryAssignment', 'createLessonNote']));
    expect(checked.length).toBeGreaterThan(20);
  });
});

/** Values of the path's other parameters that pass validation. */
const PATH_EXAMPLES: Record<string, string> = {
  term: 'First%20Term',
  period: 'First%20Half',
  week: '1',
  question_type: 'objective',
  class_name: 'JSS%201',
};
