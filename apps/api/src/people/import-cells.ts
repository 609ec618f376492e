/**
 * Reading one spreadsheet row of a bulk import cell by cell (`POST /student/import`,
 * `POST /staff/import`): each problem is kept at `rows.N.field` (N from 0), nothing throws.
 */
import type { FieldErrors } from '../http/errors.ts';

const PHONE = /^[+0-9 ()-]{7,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a cell reads as an e-mail address. */
export const looksLikeEmail = (text: string) => text.length <= 254 && EMAIL.test(text);

/** The first row index of each value (lower-cased), to name a value's earlier row. */
export function firstRows(values: (string | null)[]) {
  const first = new Map<string, number>();
  values.forEach((v, i) => {
    if (v !== null && !first.has(v.toLowerCase())) first.set(v.toLowerCase(), i);
  });
  return first;
}

/** Trimmed text of a cell, null when blank. */
export const cellText = (value: string | null | undefined) => value?.trim() || null;

export function rowCells<Field extends string>(
  errors: FieldErrors,
  i: number,
  row: Partial<Record<Field, string | null>>,
) {
  const problem = (field: Field, message: string) => {
    const key = `rows.${i}.${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const text = (field: Field) => cellText(row[field]);
  const optional = (field: Field, max: number) => {
    const value = text(field);
    if (value !== null && value.length > max) {
      problem(field, `must be at most ${max} characters`);
    }
    return value;
  };
  return {
    problem,
    text,
    optional,
    required(field: Field, max = 100) {
      const value = optional(field, max);
      if (value === null) problem(field, 'is required');
      return value ?? '';
    },
    gender(field: Field): 'male' | 'female' {
      const typed = text(field)?.toLowerCase() ?? null;
      const gender = typed === 'm' ? 'male' : typed === 'f' ? 'female' : typed;
      if (gender === null) problem(field, 'is required');
      else if (gender !== 'male' && gender !== 'female') problem(field, 'must be male or female');
      return gender === 'female' ? 'female' : 'male';
    },
    phone(field: Field) {
      const phone = text(field);
      if (phone !== null && !PHONE.test(phone)) {
        problem(field, 'must be 7 to 20 digits, spaces, +, - or brackets');
      }
      return phone;
    },
    /** An e-mail not used in the school (`taken`) nor on an earlier row (`first`). */
    email(field: Field, taken: Set<string>, first: Map<string, number>) {
      const email = text(field);
      if (email === null) return null;
      const lower = email.toLowerCase();
      if (!looksLikeEmail(email)) problem(field, 'is not an e-mail');
      else if (taken.has(lower)) problem(field, 'already belongs to an account');
      else if (first.get(lower) !== i) {
        problem(field, `is also on row ${(first.get(lower) ?? 0) + 1}`);
      }
      return email;
    },
  };
}
