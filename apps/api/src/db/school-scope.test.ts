/**
 * The Citus rule on single statements: what passes and what is caught (school-scope.ts). The
 * whole API suite's statements are checked by test/statement-log.ts when it runs on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkStatement, loadParser, SCHOOL_OWNED_TABLES } from './school-scope.ts';

beforeAll(loadParser);

const kinds = (sql: string) => checkStatement(sql).map((f) => f.kind);

describe('a statement scoped to one school', () => {
  it('knows which tables are school-owned', () => {
    expect(SCHOOL_OWNED_TABLES.has('users')).toBe(true);
    expect(SCHOOL_OWNED_TABLES.has('finance_invoices')).toBe(true);
    expect(SCHOOL_OWNED_TABLES.has('usernames')).toBe(false);
    expect(SCHOOL_OWNED_TABLES.has('schools')).toBe(false);
  });

  it('passes a join on sch_id filtered by a parameter', () => {
    expect(
      kinds(`select u.id from users u join campuses c on c.id = u.campus_id and c.sch_id = u.sch_id
             where u.sch_id = $1 and u.id = $2`),
    ).toEqual([]);
  });

  it('passes a single table filtered without a qualifier, and a constant', () => {
    expect(kinds('select * from classes where sch_id = $1 and id = $2')).toEqual([]);
    expect(kinds('delete from sessions where sch_id = 7')).toEqual([]);
  });

  it('passes a correlated subquery tied to the outer sch_id', () => {
    expect(
      kinds(`select u.id from users u where u.sch_id = $1 and exists (
               select 1 from campuses c where c.sch_id = u.sch_id and c.id = u.campus_id)`),
    ).toEqual([]);
  });

  it('passes an UPDATE … FROM joined on sch_id, and an INSERT writing sch_id', () => {
    expect(
      kinds(`update users set surname = c.name from campuses c
             where users.sch_id = $1 and c.sch_id = users.sch_id and c.id = users.campus_id`),
    ).toEqual([]);
    expect(kinds('insert into classes (sch_id, class_name) values ($1, $2)')).toEqual([]);
  });

  it('catches a statement that reads every school', () => {
    expect(kinds('select * from users where username = $1')).toEqual(['unscoped']);
    expect(checkStatement('select * from users where username = $1')).toEqual([
      { kind: 'unscoped', tables: ['users'] },
    ]);
  });

  it('catches a join by id alone, even when one side is filtered', () => {
    expect(
      kinds(`select u.id from users u join campuses c on c.id = u.campus_id where u.sch_id = $1`),
    ).toEqual(['unscoped']);
  });

  it('catches two tables filtered by two values with no sch_id equality between them', () => {
    expect(
      kinds(`select u.id from users u join campuses c on c.id = u.campus_id
             where u.sch_id = $1 and c.sch_id = $2`),
    ).toEqual(['cross-school']);
  });

  it('catches a subquery not tied to the outer school', () => {
    expect(
      kinds(`select u.id from users u where u.sch_id = $1 and u.campus_id in (
               select c.id from campuses c where c.name = $2)`),
    ).toEqual(['unscoped']);
  });

  it('ties an IN subquery to the outer school through the sch_id it selects in place', () => {
    const page = (tested: string, selected: string) =>
      kinds(`select u.surname from users u where u.sch_id = $1 and ${tested} in (
               select ${selected} from users p where p.sch_id = $2 order by p.surname limit 20)`);
    expect(page('(u.sch_id, u.id)', 'p.sch_id, p.id')).toEqual([]);
    // By id alone, two schools' rows as far as the parser can tell; positions count too.
    expect(page('u.id', 'p.id')).toEqual(['cross-school']);
    expect(page('(u.id, u.sch_id)', 'p.sch_id, p.id')).toEqual(['cross-school']);
  });

  it('follows the sch_id a subquery in FROM outputs, as a page joined to its rows', () => {
    const page = (on: string) =>
      kinds(`select u.surname from users u
             join (select p.sch_id, p.id from users p where p.sch_id = $1
                   order by p.surname limit 20) page on ${on}
             where u.sch_id = $2`);
    expect(page('u.sch_id = page.sch_id and u.id = page.id')).toEqual([]);
    expect(page('u.id = page.id')).toEqual(['cross-school']);
  });

  it('ties a row compared with a one-row subquery through the sch_id it selects in place', () => {
    const mine = (tested: string, selected: string) =>
      kinds(`select s.id from assignment_sets s where s.sch_id = $1 and ${tested} = (
               select ${selected} from users me where me.sch_id = $2 and me.id = $3)`);
    expect(mine('(s.sch_id, s.class_id)', 'me.sch_id, me.class_id')).toEqual([]);
    expect(mine('s.class_id', 'me.class_id')).toEqual(['cross-school']);
  });

  it('follows the sch_id a CTE outputs, from a SELECT or from the rows an INSERT returns', () => {
    const picked = (on: string) =>
      kinds(`with picked as (select s.id, s.sch_id from assignment_submissions s where s.sch_id = $1)
             select a.id from picked join assignment_answers a on ${on}`);
    expect(picked('a.sch_id = picked.sch_id and a.submission_id = picked.id')).toEqual([]);
    expect(picked('a.submission_id = picked.id')).toEqual(['unscoped']);
    const inserted = (returning: string) =>
      kinds(`with sub as (insert into assignment_submissions (sch_id, set_id) values ($1, $2)
               returning ${returning})
             select s.week from sub as submitted join assignment_sets s
               on s.sch_id = submitted.sch_id and s.id = submitted.set_id`);
    expect(inserted('*')).toEqual([]);
    expect(inserted('id, set_id')).toEqual(['unscoped']);
  });

  it('catches now() in an upsert’s DO UPDATE, and leaves it alone elsewhere', () => {
    expect(
      kinds(`insert into classes (sch_id, class_name) values ($1, $2)
             on conflict (sch_id, class_name) do update set updated_at = now()`),
    ).toEqual(['volatile-upsert']);
    expect(
      kinds(`insert into classes (sch_id, class_name) values ($1, $2)
             on conflict (sch_id, class_name) do update set updated_at = current_timestamp`),
    ).toEqual(['volatile-upsert']);
    expect(
      kinds(`insert into classes (sch_id, class_name, created_at) values ($1, $2, now())
             on conflict (sch_id, class_name) do update set updated_at = excluded.created_at`),
    ).toEqual([]);
  });

  it('ignores reference tables and statements that touch no table', () => {
    expect(kinds('select id from usernames where username = $1')).toEqual([]);
    expect(kinds('select 1')).toEqual([]);
    expect(kinds('begin')).toEqual([]);
  });
});
