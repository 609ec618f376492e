export { type ApiBaseConfig, resolveApiBase } from './base.ts';
export { broadsheetFileName, broadsheetTable } from './broadsheet.ts';
export {
  type ClientOptions,
  createClient,
  type SchoolmatesClient,
  type SignedOutStatus,
  unwrap,
} from './client.ts';
export { type CsvValue, csvField, inertText, safeFileName, toCsv } from './csv.ts';
export { ApiError, type ApiErrorKind, type FieldErrors } from './errors.ts';
export { fieldLimits } from './generated/limits.ts';
export type { components, operations, paths } from './generated/schoolmates.ts';
export { type ApiRecord, type Flat, flatten } from './records.ts';
export { mayCall, type OperationId, type RoleName, rolesFor } from './roles.ts';

import type { components } from './generated/schoolmates.ts';
/** A named schema of the contract, e.g. `Schema<'CampusAttributes'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
