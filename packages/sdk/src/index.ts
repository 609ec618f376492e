export { type ApiBaseConfig, resolveApiBase } from './base.ts';
export {
  type ClientOptions,
  createClient,
  type SchoolmatesClient,
  type SignedOutStatus,
  unwrap,
} from './client.ts';
export { ApiError, type ApiErrorKind, type FieldErrors } from './errors.ts';
export { fieldLimits } from './generated/limits.ts';
export type { components, operations, paths } from './generated/schoolmates.ts';
export { type ApiRecord, type Flat, flatten } from './records.ts';
export { mayCall, type OperationId, type RoleName, rolesFor } from './roles.ts';

import type { components } from './generated/schoolmates.ts';
/** A named schema of the contract, e.g. `Schema<'CampusAttributes'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
