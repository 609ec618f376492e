/**
 * The response envelope of the contract: `{ data: Item | Item[], message?, meta? }` with
 * `Item = { id, attributes }`; ids are decimal strings. Lists that page carry `meta`.
 */
export type Id = bigint | number | string;

export const idString = (id: Id): string => String(id);

/** `null`-safe id → string. */
export const optId = (id: Id | null | undefined): string | null =>
  id === null || id === undefined ? null : String(id);

export function record<A>(id: Id, attributes: A): { id: string; attributes: A } {
  return { id: String(id), attributes };
}

export function item<R>(data: R, message?: string): { data: R; message?: string } {
  return message === undefined ? { data } : { data, message };
}

export function list<R>(data: R[], extra: { message?: string } = {}) {
  return { data, ...extra };
}

/**
 * An answer the database has already written as JSON (of type `T`), sent as it is: for lists
 * too large to build and serialise record by record (app.ts sends a string as JSON).
 */
export type JsonText<T> = string & { readonly shape?: T };

/** `{ data: [items] }` around the comma-separated JSON records `items`. */
export const jsonList = <R>(items: string) => `{"data":[${items}]}` as JsonText<{ data: R[] }>;

/** A page of a list with its `meta`. */
export function paged<R>(data: R[], meta: PageMeta, message?: string) {
  return message === undefined ? { data, meta } : { data, meta, message };
}

export function message(text: string): { message: string } {
  return { message: text };
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

/** `?page=&per_page=` (already validated by the contract: page ≥ 1, 1 ≤ per_page ≤ 200). */
export function paging(query: { page?: number; per_page?: number } | undefined): Paging {
  const page = query?.page ?? 1;
  const perPage = query?.per_page ?? 25;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageMeta(p: Paging, total: number): PageMeta {
  return {
    page: p.page,
    per_page: p.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / p.perPage)),
  };
}

/** Path/body id string → bigint (the contract already checked `^[1-9][0-9]{0,15}$`). */
export const toId = (id: string): bigint => BigInt(id);

/** An optional id of a query or body → bigint, or undefined when it is not sent. */
export const optionalId = (id: string | undefined) => (id === undefined ? undefined : toId(id));
