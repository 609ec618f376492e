/** Classes (with their arms) and preschools of a school, and the students in them. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { byName } from '../db/names.ts';
import { one } from '../db/rows.ts';
import { campuses, classes, preschools, users } from '../db/schema.ts';

/** The classes of the school (of one campus when given), with their campus's name. */
export const classesOf = (db: DbOrTx, schId: bigint, campusId: bigint | null) =>
  db
    .select({ cls: classes, campusName: campuses.name })
    .from(classes)
    .innerJoin(campuses, and(eq(campuses.schId, classes.schId), eq(campuses.id, classes.campusId)))
    .where(and(eq(classes.schId, schId), campusId ? eq(classes.campusId, campusId) : undefined))
    .orderBy(asc(campuses.name), asc(classes.className));

export async function classRow(db: DbOrTx, schId: bigint, id: bigint) {
  const [cls] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, id), eq(classes.schId, schId)));
  return cls;
}

export async function insertClass(db: DbOrTx, values: typeof classes.$inferInsert) {
  return one(await db.insert(classes).values(values).returning());
}

export async function saveClass(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: Partial<typeof classes.$inferInsert>,
) {
  return one(
    await db
      .update(classes)
      .set(values)
      .where(and(eq(classes.id, id), eq(classes.schId, schId)))
      .returning(),
  );
}

/** How many people sit in these arms of the class. */
export async function peopleInArms(db: DbOrTx, schId: bigint, classId: bigint, arms: string[]) {
  const [inUse] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.classId, classId), inArray(users.subClass, arms)));
  return inUse?.n ?? 0;
}

/** How many students are in the class or were admitted to it. */
export async function studentsOfClassCount(db: DbOrTx, schId: bigint, classId: bigint) {
  const [used] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        sql`(${users.classId} = ${classId} or ${users.admittedClassId} = ${classId})`,
        eq(users.kind, 'student'),
      ),
    );
  return used?.n ?? 0;
}

/** Deletes the class; its class teachers keep their post without a class. */
export async function deleteClass(db: DbOrTx, schId: bigint, id: bigint) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ classId: null, subClass: null })
      .where(and(eq(users.schId, schId), eq(users.classId, id), eq(users.kind, 'staff')));
    await tx.delete(classes).where(and(eq(classes.id, id), eq(classes.schId, schId)));
  });
}

/** The students of a class or of a preschool (`inClass` false), in name order. */
export const studentsOfClass = (
  db: DbOrTx,
  schId: bigint,
  classId: bigint,
  inClass: boolean,
  filter: { subClass?: string | undefined; status: typeof users.$inferSelect.status },
) =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.schId, schId),
        eq(users.kind, 'student'),
        inClass ? eq(users.classId, classId) : eq(users.preschoolId, classId),
        filter.subClass ? eq(users.subClass, filter.subClass) : undefined,
        eq(users.status, filter.status),
      ),
    )
    .orderBy(...byName(users));

/** The preschools of the school (of one campus when given), with their campus's name. */
export const preschoolsOf = (db: DbOrTx, schId: bigint, campusId: bigint | null) =>
  db
    .select({ preschool: preschools, campusName: campuses.name })
    .from(preschools)
    .innerJoin(
      campuses,
      and(eq(campuses.schId, preschools.schId), eq(campuses.id, preschools.campusId)),
    )
    .where(
      and(eq(preschools.schId, schId), campusId ? eq(preschools.campusId, campusId) : undefined),
    )
    .orderBy(asc(campuses.name), asc(preschools.name));

export async function insertPreschool(db: DbOrTx, values: typeof preschools.$inferInsert) {
  return one(await db.insert(preschools).values(values).returning());
}

export async function renamePreschool(db: DbOrTx, schId: bigint, id: bigint, name: string) {
  return one(
    await db
      .update(preschools)
      .set({ name })
      .where(and(eq(preschools.id, id), eq(preschools.schId, schId)))
      .returning(),
  );
}

export async function studentsOfPreschoolCount(db: DbOrTx, schId: bigint, id: bigint) {
  const [used] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.schId, schId), eq(users.preschoolId, id)));
  return used?.n ?? 0;
}

export async function deletePreschool(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(preschools).where(and(eq(preschools.id, id), eq(preschools.schId, schId)));
}
