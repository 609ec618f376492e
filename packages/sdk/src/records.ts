/** A record as the API sends it (product spec section 3). */
export interface ApiRecord<Attributes> {
  id: string;
  attributes: Attributes;
}

/** A record flattened for views: its attributes plus `queryId`, the record's id. */
export type Flat<Attributes> = Attributes & { queryId: string };

/** Flattens one record, or each record of a list, into `{ ...attributes, queryId }`. */
export function flatten<A>(records: ApiRecord<A>[]): Flat<A>[];
export function flatten<A>(record: ApiRecord<A>): Flat<A>;
export function flatten<A>(input: ApiRecord<A> | ApiRecord<A>[]): Flat<A> | Flat<A>[] {
  if (Array.isArray(input)) return input.map((record) => flatOne(record));
  return flatOne(input);
}

function flatOne<A>({ id, attributes }: ApiRecord<A>): Flat<A> {
  return { ...attributes, queryId: id };
}
