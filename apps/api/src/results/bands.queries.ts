/** Grading and grade-point bands of a campus: the two band tables behind one interface. */
import type { Band } from '@schoolmates/domain/results';
import { eq } from 'drizzle-orm';
import { type Db, type DbOrTx, replaceSet } from '../db/client.ts';
import { gradePoints, gradingBands } from '../db/schema.ts';
import { toId } from '../http/envelope.ts';
import { gradePointsOf, gradingOf } from './settings.queries.ts';

/** A band table as a band edit (move, remove) sees it. */
export interface BandTable {
  list(db: DbOrTx, campusId: bigint): Promise<Band[]>;
  /** Writes a band's bounds (and, for the edited band, its other fields). */
  write(db: DbOrTx, band: Band, extra: Record<string, unknown>): Promise<unknown>;
  remove(db: DbOrTx, id: bigint): Promise<unknown>;
}

export const gradingTable: BandTable = {
  list: async (db, campusId) =>
    (await gradingOf(db, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.scoreFrom,
      to: b.scoreTo,
    })),
  write: (db, b, extra) =>
    db
      .update(gradingBands)
      .set({ scoreFrom: b.from, scoreTo: b.to, ...extra })
      .where(eq(gradingBands.id, toId(b.id))),
  remove: (db, id) => db.delete(gradingBands).where(eq(gradingBands.id, id)),
};

export const gradePointTable: BandTable = {
  list: async (db, campusId) =>
    (await gradePointsOf(db, [campusId])).map((b) => ({
      id: String(b.id),
      from: b.minMark,
      to: b.maxMark,
    })),
  write: (db, b, extra) =>
    db
      .update(gradePoints)
      .set({ minMark: b.from, maxMark: b.to, ...extra })
      .where(eq(gradePoints.id, toId(b.id))),
  remove: (db, id) => db.delete(gradePoints).where(eq(gradePoints.id, id)),
};

/** The campus's grading bands become exactly `bands` (one transaction). */
export async function replaceGradingBands(
  db: Db,
  campusId: bigint,
  bands: (typeof gradingBands.$inferInsert)[],
) {
  await replaceSet(db, `grading_bands:${campusId}`, async (tx) => {
    await tx.delete(gradingBands).where(eq(gradingBands.campusId, campusId));
    await tx.insert(gradingBands).values(bands);
  });
}

/** The campus's grade-point bands become exactly `bands` (one transaction). */
export async function replaceGradePoints(
  db: Db,
  campusId: bigint,
  bands: (typeof gradePoints.$inferInsert)[],
) {
  await replaceSet(db, `grade_points:${campusId}`, async (tx) => {
    await tx.delete(gradePoints).where(eq(gradePoints.campusId, campusId));
    await tx.insert(gradePoints).values(bands);
  });
}
