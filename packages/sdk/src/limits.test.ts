import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { fieldLimits } from './generated/limits.ts';

const contract = load(
  await readFile(new URL('../../../openapi/schoolmates.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: { Name: { pattern: string }; Phone: { pattern: string } } } };

/** Every `pattern` anywhere in the contract. */
function patternsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(patternsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value),
  );
}

describe('the contract limits forms read', () => {
  it('every pattern is a valid browser pattern (an input compiles it with the v flag)', () => {
    const patterns = [...new Set(patternsIn(contract))];
    expect(patterns.length).toBeGreaterThan(10);
    const invalid = patterns.filter((p) => {
      try {
        new RegExp(`^(?:${p})$`, 'v');
        new RegExp(p, 'u'); // as the server's Ajv compiles it
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  it('gives each property the limits the contract declares, references followed', () => {
    expect(fieldLimits.CampusInput.name).toEqual({
      minLength: 1,
      maxLength: 100,
      pattern: contract.components.schemas.Name.pattern,
    });
    expect(fieldLimits.StudentInput.phone_number.pattern).toBe(
      contract.components.schemas.Phone.pattern,
    );
    expect(fieldLimits.StudentInput.sub_class).toEqual({ minLength: 1, maxLength: 20 });
  });

  it('keeps phone patterns accepting what schools type and refusing letters', () => {
    const phone = new RegExp(`^(?:${fieldLimits.StaffInput.phoneno.pattern})$`, 'v');
    for (const ok of ['0803 123 4567', '+234 (803) 123-4567']) expect(phone.test(ok)).toBe(true);
    expect(phone.test('080-CALL-ME')).toBe(false);
  });
});
