/**
 * Prepared queries map their rows by a plan made once (prepared.ts); they must give exactly what
 * Drizzle's own mapping gives: nested objects, decoded values (bigint ids, dates, jsonb), and a
 * left-joined table with no row read as null.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { emptyDatabase } from '../test/harness.ts';
import type { Database } from './client.ts';
import { preparedOnce } from './prepared.ts';
import { classes, users } from './schema.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
  await database.migrate();
  await seedDemo(database.db);
}, 120_000);
afterAll(() => drop());

describe('prepared queries', () => {
  it('map rows as Drizzle does: nested, decoded, a missing joined row as null', async () => {
    const { db } = database;
    const query = () =>
      db
        .select({
          user: users,
          cls: { id: classes.id, name: classes.className },
          lower: sql<string>`lower(${users.surname})`,
          campus: users.campusId,
        })
        .from(users)
        .leftJoin(classes, eq(classes.id, users.classId))
        .orderBy(asc(users.id));
    const byDrizzle = await query();
    const byPlan = await preparedOnce(db, 'prepared_test_users', (name) =>
      query().prepare(name),
    ).execute();
    expect(byPlan).toEqual(byDrizzle);
    // an object of prepared queries (a page and its count) is mapped by plan too
    const { rows } = preparedOnce(db, 'prepared_test_object', (name) => ({
      rows: query().prepare(name),
    }));
    expect(await rows.execute()).toEqual(byDrizzle);
    // the demo school has staff (no class) and students (a class): both shapes are compared
    expect(byPlan.some((r) => r.cls === null)).toBe(true);
    expect(byPlan.some((r) => typeof r.cls?.id === 'bigint')).toBe(true);
    expect(byPlan.every((r) => r.user.createdAt instanceof Date)).toBe(true);
  });
});
