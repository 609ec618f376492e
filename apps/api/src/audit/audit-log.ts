/** The audit log (`audit_log`): who approved, sent back, wrote or changed what, and when. */
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntity =
  | 'lesson_note'
  | 'flip_class'
  | 'announcement'
  | 'invoice'
  | 'payment'
  | 'expense'
  | 'attendance_register'
  | 'result_fee_exemption';

export async function audit(
  db: DbOrTx,
  auth: Pick<Auth, 'schId' | 'userId'>,
  entity: AuditEntity,
  entityId: bigint,
  action: string,
  detail: Record<string, unknown> | null = null,
) {
  await db.insert(auditLog).values({
    schId: auth.schId,
    actorId: auth.userId,
    entity,
    entityId,
    action,
    detail,
  });
}
