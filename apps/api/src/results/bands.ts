/** Band edits and lists of the settings screens, on the domain's band rules. */
import { type Band, type BandEdit, bandCoverageIssues } from '@schoolmates/domain/results';
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { list, record, toId } from '../http/envelope.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../http/errors.ts';
import type { BandTable } from './bands.queries.ts';
import { gradePointsOf, gradingOf } from './settings.queries.ts';

type S = components['schemas'];

/**
 * 422 with the reason on `bands.N.<bound field>` when the set does not cover 0..100 once; the
 * message names the set.
 */
export function checkCoverage(
  bands: { from: number; to: number }[],
  fields: { from: string; to: string },
  set: 'grading' | 'grade-point',
) {
  const issues = bandCoverageIssues(bands);
  if (issues.length === 0) return;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.index === null ? 'bands' : `bands.${issue.index}.${fields[issue.bound]}`;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw invalid(errors, `The ${set} bands must cover 0 to 100 exactly once.`);
}

/**
 * Edits one band of the caller's campus with a pure edit (move or remove), writing every
 * bound it changes in one transaction; 404 for a band of another campus, 409 with the edit's
 * reason when the set would stop covering 0..100.
 */
export async function editBand(
  db: DbOrTx,
  auth: Auth,
  table: BandTable,
  id: string,
  edit: (bands: Band[], band: Band) => BandEdit<Band>,
  extra: Record<string, unknown> = {},
) {
  const bands = await table.list(db, auth.schId, auth.campusId);
  const band = bands.find((b) => b.id === id);
  if (!band) throw notFound('Band');
  const result = edit(bands, band);
  if (!result.ok) throw conflict(result.reason);
  const kept = new Set(result.bands.map((b) => b.id));
  await db.transaction(async (tx) => {
    if (!kept.has(id)) await table.remove(tx, auth.schId, toId(id));
    for (const b of result.bands) await table.write(tx, auth.schId, b, b.id === id ? extra : {});
  });
}

export const gradingList = async (
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
): Promise<S['GradingList']> =>
  list(
    (await gradingOf(db, schId, [campusId])).map((b) =>
      record(b.id, {
        score_from: b.scoreFrom,
        score_to: b.scoreTo,
        grade: b.grade,
        remark: b.remark,
      }),
    ),
  );

export const gradePointList = async (
  db: DbOrTx,
  schId: bigint,
  campusId: bigint,
): Promise<S['GradePointList']> =>
  list(
    (await gradePointsOf(db, schId, [campusId])).map((b) =>
      record(b.id, {
        min_mark: b.minMark,
        max_mark: b.maxMark,
        grade_point: b.gradePoint / 100,
        remark: b.remark,
        key_range: `${b.minMark}-${b.maxMark}`,
      }),
    ),
  );
