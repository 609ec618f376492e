/** Grading and grade-point bands of a campus: the two band tables behind one interface. */
import type { Band } from '@schoolmates/domain/results';
import { and, eq } from 'drizzle-orm';
import { type Db, type DbOrTx, replaceSet } from '../db/client.ts';
import { gradePoints, gradingBands } from '../db/schema.ts';
import { gradePointsOf, gradingOf } from './settings.queries.ts';

/** A band table as a band edit (move, remove) sees it. */
export interface BandTable {
  list(db: DbOrTx, schId: bigint, campusId: bigint): Promise<Band[]>;
  /** Writes a band's bounds (and, for the edited band, its other fields). */
  write(db: DbOrTx, schId: bigint, band: Band, extra: Record<string, unknown>): Promise<unknown>;
  remove(db: DbOrTx, schId: bigint, id: bigint): Promise<unknown>;
}

export const gradingTable: BandTable = {
  list: async (db, schId, campusId) =>
    (await gradingOf(db, schId, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.scoreFrom,
      to: b.scoreTo,
    })),
  write: (db, schId, b, extra) =>
    db
      .update(gradingBands)
      .set({ scoreFrom: b.from, scoreTo: b.to, ...extra })
      .where(and(eq(gradingBands.schId, schId), eq(gradingBands.id, BigInt(b.id)))),
  remove: (db, schId, id) =>
    db.delete(gradingBands).where(and(eq(gradingBands.schId, schId), eq(gradingBands.id, id))),
};

export const gradePointTable: BandTable = {
  list: async (db, schId, campusId) =>
    (await gradePointsOf(db, schId, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.minMark,
      to: b.maxMark,
    })),
  write: (db, schId, b, extra) =>
    db
      .update(gradePoints)
      .set({ minMark: b.from, maxMark: b.to, ...extra })
      .where(and(eq(gradePoints.schId, schId), eq(gradePoints.id, BigInt(b.id)))),
  remove: (db, schId, id) =>
    db.delete(gradePoints).where(and(eq(gradePoints.schId, schId), eq(gradePoints.id, id))),
};

/** The campus's grading bands become exactly `bands` (one transaction). */
export async function replaceGradingBands(
  db: Db,
  schId: bigint,
  campusId: bigint,
  bands: (typeof gradingBands.$inferInsert)[],
) {
  await replaceSet(db, `grading_bands:${campusId}`, async (tx) => {
    await tx
      .delete(gradingBands)
      .where(and(eq(gradingBands.schId, schId), eq(gradingBands.campusId, campusId)));
    await tx.insert(gradingBands).values(bands);
  });
}

/** The campus's grade-point bands become exactly `bands` (one transaction). */
export async function replaceGradePoints(
  db: Db,
  schId: bigint,
  campusId: bigint,
  bands: (typeof gradePoints.$inferInsert)[],
) {
  await replaceSet(db, `grade_points:${campusId}`, async (tx) => {
    await tx
      .delete(gradePoints)
      .where(and(eq(gradePoints.schId, schId), eq(gradePoints.campusId, campusId)));
    await tx.insert(gradePoints).values(bands);
  });
}
