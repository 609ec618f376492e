/** Campuses of a school. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { must, one } from '../db/rows.ts';
import { academicPeriods, campuses, classes, preschools, sessions, users } from '../db/schema.ts';

/** GET /campus, every screen's first call: the school's campuses (superadmin) or its own. */
export const campusList = (db: DbOrTx, all: boolean, byStatus: boolean) =>
  preparedOnce(db, `campus_list_${all ? 'school' : 'own'}${byStatus ? '_status' : ''}`, (name) =>
    db
      .select()
      .from(campuses)
      .where(
        and(
          eq(campuses.schId, sql.placeholder('schId')),
          all ? undefined : eq(campuses.id, sql.placeholder('campusId')),
          byStatus ? eq(campuses.status, sql.placeholder('status')) : undefined,
        ),
      )
      .orderBy(asc(campuses.name))
      .prepare(name),
  );

export async function insertCampus(db: DbOrTx, values: typeof campuses.$inferInsert) {
  return one(await db.insert(campuses).values(values).returning());
}

export async function saveCampus(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  values: Partial<typeof campuses.$inferInsert>,
) {
  return one(
    await db
      .update(campuses)
      .set(values)
      .where(and(eq(campuses.id, id), eq(campuses.schId, schId)))
      .returning(),
  );
}

export async function deleteCampus(db: DbOrTx, schId: bigint, id: bigint) {
  await db.delete(campuses).where(and(eq(campuses.id, id), eq(campuses.schId, schId)));
}

/** What a campus holds: people, classes, preschools, academic periods. */
export async function campusHasPeople(db: DbOrTx, schId: bigint, campusId: bigint) {
  const ofCampus = (
    t: typeof users | typeof classes | typeof preschools | typeof academicPeriods,
  ) =>
    db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.schId, schId), eq(t.campusId, campusId)));
  const [[u], [c], [p], [a]] = await Promise.all([
    ofCampus(users),
    ofCampus(classes),
    ofCampus(preschools),
    ofCampus(academicPeriods),
  ]);
  return { people: must(u).n, classes: must(c).n, preschools: must(p).n, periods: must(a).n };
}

/** How many other campuses of the school are active. */
export async function otherActiveCampuses(db: DbOrTx, schId: bigint, id: bigint) {
  const [others] = await db
    .select({ n: count() })
    .from(campuses)
    .where(and(eq(campuses.schId, schId), eq(campuses.status, 'active'), ne(campuses.id, id)));
  return others?.n ?? 0;
}

export async function setCampusStatus(
  db: DbOrTx,
  schId: bigint,
  id: bigint,
  status: 'active' | 'disabled',
) {
  await db
    .update(campuses)
    .set({ status })
    .where(and(eq(campuses.schId, schId), eq(campuses.id, id)));
}

/** Ends the sessions of every person of the campus. */
export async function revokeCampusSessions(db: DbOrTx, schId: bigint, campusId: bigint) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.schId, schId),
        sql`${sessions.revokedAt} is null`,
        inArray(
          sql`(${sessions.schId}, ${sessions.userId})`,
          db
            .select({ schId: users.schId, id: users.id })
            .from(users)
            .where(and(eq(users.schId, schId), eq(users.campusId, campusId))),
        ),
      ),
    );
}
