/**
 * The contract, loaded once: openapi/schoolmates.yaml parsed (fastify-openapi-glue routes and
 * validates from it), and the table of its operations (method, path, success status) that the
 * router reads. Who may call an operation (x-roles) is the SDK's generated table (`rolesFor`),
 * the same one the web app reads.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type OperationId, type operations, type RoleName, rolesFor } from '@schoolmates/sdk';
import { load } from 'js-yaml';

export type { OperationId, RoleName };

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Op<K extends OperationId> = operations[K];

/** An operation's request body, query, path parameters and 2xx JSON, from the generated types. */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type ParamsOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessCode<K extends OperationId> = keyof Responses<K> & (200 | 201);
export type SuccessOf<K extends OperationId> = {
  [C in SuccessCode<K>]: Json<Responses<K>[C]>;
}[SuccessCode<K>];

export interface OperationInfo {
  operationId: OperationId;
  method: string;
  path: string;
  /** x-roles (the SDK's table); empty = public (no sign-in). */
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

interface Spec {
  paths: Record<string, Record<string, RawOperation>>;
  components?: Record<string, unknown>;
}

let cached: { spec: Spec; operations: Map<OperationId, OperationInfo> } | null = null;

interface RawOperation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
}

export function loadContract() {
  if (cached) return cached;
  const spec = load(readFileSync(contractPath, 'utf8')) as Spec;
  const ops = new Map<OperationId, OperationInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || !op.operationId) continue;
      const id = op.operationId as OperationId;
      const success = Object.keys(op.responses ?? {})
        .filter((code) => /^2\d\d$/.test(code))
        .map(Number)
        .sort((a, b) => a - b)[0];
      ops.set(id, {
        operationId: id,
        method,
        path,
        // Throws on an operation the generated SDK does not know: run `pnpm generate`.
        roles: rolesFor(id),
        successStatus: success ?? 200,
        tag: op.tags?.[0] ?? 'untagged',
        hasBody: !!op.requestBody?.content?.['application/json'],
      });
    }
  }
  cached = { spec, operations: ops };
  return cached;
}

export function operationInfo(id: OperationId): OperationInfo {
  const info = loadContract().operations.get(id);
  if (!info) throw new Error(`Unknown operation ${id}`);
  return info;
}
