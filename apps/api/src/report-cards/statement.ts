/**
 * The signed statement behind a report card's code (issue 31): a compact JWS (RFC 7515) signed
 * with the portal's Ed25519 key (`alg: EdDSA`, the key named by `kid`; signing-keys.ts). It says
 * which card this is (school, student, class, term, session, period, release date) and holds
 * the SHA-256 of the card's figures in canonical JSON (keys sorted, no spaces), so that the
 * figures a PIN shows, or a printed card's, can be checked against it.
 */
import { createHash, type KeyObject } from 'node:crypto';
import type { components } from '@schoolmates/sdk';
import { CompactSign } from 'jose';

type S = components['schemas'];

export const STATEMENT_VERSION = 1;

export interface Statement {
  v: typeof STATEMENT_VERSION;
  /** The portal that signed it. */
  iss: string;
  /** The printed code. */
  code: string;
  school: { id: string; name: string };
  student: { id: string; name: string };
  class: string;
  term: S['Term'];
  session: string;
  period: S['Period'];
  released_at: string;
  /** `sha256:` and the base64url SHA-256 of the figures' canonical JSON. */
  figures: string;
}

/** JSON with every object's keys sorted and no spaces: the same figures give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const figuresHash = (figures: S['VerifiedFigures']) =>
  `sha256:${createHash('sha256').update(canonicalJson(figures)).digest('base64url')}`;

/** What the card shows of its scores: every subject's scores, total, grade and position, and the summary. */
export function figuresOf(
  a: S['EndTermResultAttributes'] | S['MidTermResultAttributes'],
): S['VerifiedFigures'] {
  return {
    components: a.components,
    subjects: a.subjects.map((s) => ({
      subject: s.subject,
      scores: s.scores,
      total: s.total,
      grade: s.grade,
      position: s.position,
    })),
    total_score: a.total_score,
    student_average: a.student_average,
    grade: a.grade,
    position: a.position,
    number_in_class: a.number_in_class,
  };
}

export async function signStatement(
  statement: Statement,
  key: { kid: string; privateKey: KeyObject },
): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(statement)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'schoolmates-report-card+jws' })
    .sign(key.privateKey);
}
