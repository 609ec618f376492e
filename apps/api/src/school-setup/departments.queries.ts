/** Departments of a school (staff belong to one). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { departments, users } from '../db/schema.ts';

export const departmentsOf = (db: DbOrTx, schId: bigint) =>
  db.select().from(departments).where(eq(departments.schId, schId)).orderBy(asc(departments.name));

export async function insertDepartment(db: DbOrTx, values: typeof departments.$inferInsert) {
  const [d] = await db.insert(departments).values(values).returning();
  return d;
}

/** The updated department, or undefined when the school has none with this id. */
export async function updateDepartment(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: Partial<typeof departments.$inferInsert>,
) {
  const [d] = await db
    .update(departments)
    .set(values)
    .where(and(eq(departments.id, id), eq(departments.schId, schId)))
    .returning();
  return d;
}

export async function departmentRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [d] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.schId, schId)));
  return d;
}

export async function staffOfDepartmentCount(db: DbOrTx, schId: bigint, id: bigint) {
  const [used] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.departmentId, id)));
  return used?.n ?? 0;
}

export async function deleteDepartment(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(departments).where(and(eq(departments.id, id), eq(departments.schId, schId)));
}
