import { fieldLimits } from '@schoolmates/sdk';
import type { FieldSpec } from './record-form.tsx';

/** A contract schema whose properties carry limits (lengths, ranges, patterns). */
export type ContractSchema = keyof typeof fieldLimits;

export interface ContractLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

/** The contract's limits of one property, or none. */
export function contractLimits(schema: ContractSchema, field: string): ContractLimits {
  return (fieldLimits[schema] as Record<string, ContractLimits>)[field] ?? {};
}

/**
 * A contract pattern as an input's `pattern`: the browser wraps it in `^(?:…)$` and compiles
 * it with the `v` flag, so an open-ended pattern (`^https://`) gets a tail that matches the rest.
 */
export function browserPattern(pattern: string): string {
  return pattern.endsWith('$') ? pattern : `${pattern}[\\s\\S]*`;
}

/**
 * The fields with the limits `schema` gives each one it names, so the browser refuses exactly
 * what the server would (a form never copies a number that drifts from the contract).
 */
export function withContractLimits(schema: ContractSchema, fields: FieldSpec[]): FieldSpec[] {
  return fields.map((f) => {
    if (f.type === 'select' || f.type === 'checkbox') return f;
    const l = contractLimits(schema, f.name);
    return {
      ...f,
      ...(l.minLength !== undefined && { minLength: l.minLength }),
      ...(l.maxLength !== undefined && { maxLength: l.maxLength }),
      ...(f.type === 'number' && l.minimum !== undefined && { min: l.minimum }),
      ...(f.type === 'number' && l.maximum !== undefined && { max: l.maximum }),
      ...(l.pattern !== undefined && { pattern: browserPattern(l.pattern) }),
    };
  });
}
