/**
 * The contract, loaded once: openapi/schoolmates.yaml parsed, and the table of its operations
 * (method, path, x-roles, success status) that the auth hook and the router read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { operations } from '@schoolmates/sdk';
import { parse } from 'yaml';

export type OperationId = keyof operations;
export type RoleName = 'superadmin' | 'admin' | 'principal' | 'teacher' | 'account' | 'student';

export interface OperationInfo {
  operationId: OperationId;
  method: string;
  path: string;
  /** x-roles; empty = public (no sign-in). */
  roles: readonly RoleName[];
  /** The 2xx status the operation answers on success (200 or 201). */
  successStatus: number;
  tag: string;
  /** Whether the operation takes a JSON request body. */
  hasBody: boolean;
}

export const contractPath = fileURLToPath(
  new URL('../../../openapi/schoolmates.yaml', import.meta.url),
);

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let cached: { spec: Record<string, unknown>; operations: Map<OperationId, OperationInfo> } | null =
  null;

interface RawOperation {
  operationId?: string;
  tags?: string[];
  'x-roles'?: RoleName[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
}

export function loadContract() {
  if (cached) return cached;
  const spec = parse(readFileSync(contractPath, 'utf8')) as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  const ops = new Map<OperationId, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || !op.operationId) continue;
      const roles = op['x-roles'];
      if (!Array.isArray(roles)) throw new Error(`${op.operationId} has no x-roles`);
      const success = Object.keys(op.responses ?? {})
        .filter((code) => /^2\d\d$/.test(code))
        .map(Number)
        .sort((a, b) => a - b)[0];
      ops.set(op.operationId as OperationId, {
        operationId: op.operationId as OperationId,
        method,
        path,
        roles,
        successStatus: success ?? 200,
        tag: op.tags?.[0] ?? 'untagged',
        hasBody: !!op.requestBody?.content?.['application/json'],
      });
    }
  }
  cached = { spec: spec as unknown as Record<string, unknown>, operations: ops };
  return cached;
}

export function operationInfo(id: OperationId): OperationInfo {
  const info = loadContract().operations.get(id);
  if (!info) throw new Error(`Unknown operation ${id}`);
  return info;
}
