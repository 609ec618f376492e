import { operationTable } from './generated/operations.ts';
import type { components, operations } from './generated/schoolmates.ts';

export type RoleName = components['schemas']['RoleName'];
export type OperationId = keyof typeof operationTable;

// A contract change that adds an operation without regenerating fails to compile here.
operationTable satisfies Record<keyof operations, unknown>;

/**
 * The roles that may call an operation (its `x-roles`). An empty list means the call needs
 * no sign-in.
 */
export function rolesFor(operation: OperationId): readonly RoleName[] {
  return operationTable[operation].roles;
}

/** Whether a signed-in user with this role may call the operation. */
export function mayCall(role: RoleName, operation: OperationId): boolean {
  const roles = rolesFor(operation);
  return roles.length === 0 || roles.includes(role);
}
