/**
 * People's names as a Nigerian reader searches and sorts them: accents ignored (Ọlátúnjí is
 * found by "Olatunji" and sorts among the O's), a full name found in either order. The same
 * SQL on PGlite and PostgreSQL: `normalize` and `regexp_replace` are built in (no `unaccent`).
 */
import { and, asc, type Column, type SQL, sql } from 'drizzle-orm';

/** A person's name columns (the `users` table, or an alias of it; the schema uses `folded`). */
type Person = Record<'surname' | 'firstname' | 'middlename' | 'id', Column>;

/**
 * `value` lower-cased without its accents: decomposed (NFD), then its combining marks
 * (U+0300–U+036F: the Yoruba tones and the dot below among them) removed. Immutable, so an
 * index may hold it (users_school_kind_name).
 */
export const folded = (value: SQL | Column): SQL =>
  sql`lower(regexp_replace(normalize(${value}, NFD), U&'[\\0300-\\036F]', '', 'g'))`;

/** The same folding in JavaScript, for what a user typed. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * `LIKE`/`ILIKE` pattern of text a user typed, found anywhere in the value: its own `%`, `_`
 * and `\` match themselves.
 */
export const containing = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

/** "Surname Firstname Middlename", as the contract's names read. */
export const fullName = (person: Person) =>
  sql<string>`concat_ws(' ', ${person.surname}, ${person.firstname}, ${person.middlename})`;

/**
 * Every word of `search` appears in the person's full name, accents ignored: "olatunji",
 * "Danjuma Chidi" and "chidi danjuma" all find Danjuma Chidi; undefined for a blank search.
 */
export function nameMatches(person: Person, search: string): SQL | undefined {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const name = folded(fullName(person));
  return and(...words.map((word) => sql`${name} like ${containing(word)}`));
}

/**
 * Name order: surname then first name, accents ignored (Àjàyí before Bello, Ọlátúnjí before
 * Yusuf), then as written, then by id. The web app's `compareNames` (Intl.Collator) agrees.
 */
export const byName = (person: Person): SQL[] => [
  folded(person.surname),
  folded(person.firstname),
  asc(person.surname),
  asc(person.firstname),
  asc(person.id),
];
