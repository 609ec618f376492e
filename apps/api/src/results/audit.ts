/** An entry of the results audit trail as the contract's record. */
import type { components } from '@schoolmates/sdk';
import { optId, record } from '../http/envelope.ts';
import { fullName } from '../people/records.ts';
import type { auditPage } from './audit.queries.ts';

type S = components['schemas'];
type Row = Awaited<ReturnType<typeof auditPage>>['rows'][number];

export function auditRecord({ entry, result, student, className, actor }: Row) {
  return record(entry.id, {
    action: entry.action as S['ResultAuditAttributes']['action'],
    created_at: entry.createdAt.toISOString(),
    actor_id: optId(entry.actorId),
    actor_name: actor ? fullName(actor) : null,
    result_id: String(result.id),
    student_id: String(student.id),
    student_fullname: fullName(student),
    admission_number: student.admissionNumber ?? '',
    class_id: String(result.classId),
    class_name: className,
    sub_class: result.subClass,
    period: result.period,
    term: result.term,
    session: result.session,
    detail: entry.detail ?? null,
  } satisfies S['ResultAuditAttributes']);
}
