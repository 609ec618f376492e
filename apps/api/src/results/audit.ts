/** The results audit trail as the contract answers it: a page of entries, filtered. */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { QueryOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { optId, paged, pageMeta, paging, record, toId } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { fullName } from '../people/records.ts';
import { auditPage } from './audit.queries.ts';

type S = components['schemas'];
type Row = Awaited<ReturnType<typeof auditPage>>['rows'][number];

function auditRecord({ entry, result, student, className, actor }: Row) {
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

/** A page of the trail; staff below superadmin see their own campus only. */
export async function auditTrail(db: DbOrTx, auth: Auth, query: QueryOf<'listResultAudit'>) {
  if (query.from && query.to && query.to < query.from) {
    throw invalid({ to: ['must not be before from'] });
  }
  const page = paging(query);
  const { rows, total } = await auditPage(
    db,
    {
      schId: auth.schId,
      campusId: auth.role === 'superadmin' ? undefined : auth.campusId,
      studentId: query.student_id ? toId(query.student_id) : undefined,
      classId: query.class_id ? toId(query.class_id) : undefined,
      subClass: query.sub_class,
      term: query.term,
      session: query.session,
      actorId: query.actor_id ? toId(query.actor_id) : undefined,
      from: query.from,
      to: query.to,
    },
    page,
  );
  return paged(rows.map(auditRecord), pageMeta(page, total));
}
