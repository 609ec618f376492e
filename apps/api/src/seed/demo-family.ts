/**
 * The demo parent's second child (issue 28): `parent` is the mother of the demo student (seeded
 * with the base demo) and of a pupil of SSS 1 B, so a guardian switches between two children in
 * different arms, one of them owing part of the First Term.
 */
import type { Db } from '../db/client.ts';
import { must } from '../db/rows.ts';
import { guardianLinks } from '../db/schema.ts';
import type { SeededIds } from './demo.ts';
import type { DemoSchool } from './demo-school.ts';

export async function seedDemoFamily(db: Db, ids: SeededIds, school: DemoSchool) {
  const arm = must(
    school.arms.find((a) => a.className === 'SSS 1' && a.subClass === 'B'),
    'SSS 1 B',
  );
  await db.insert(guardianLinks).values({
    schId: ids.demo.schId,
    guardianId: ids.users.parent,
    studentId: must(arm.studentIds[0], 'a pupil of SSS 1 B'),
    relationship: 'mother',
    feeContact: true,
  });
}
