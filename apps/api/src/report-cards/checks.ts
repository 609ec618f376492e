/** The principal's list of checks of the school's report cards (issue 31). */
import type { components } from '@schoolmates/sdk';
import type { Auth } from '../auth/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { paged, pageMeta, paging, record } from '../http/envelope.ts';
import { fullName } from '../people/records.ts';
import { printedCode } from './codes.ts';
import { checksPage } from './report-cards.queries.ts';

type S = components['schemas'];

export async function listChecks(
  db: DbOrTx,
  auth: Auth,
  query: { page?: number; per_page?: number },
): Promise<S['ReportCardCheckList']> {
  const p = paging(query);
  const { rows, total } = await checksPage(
    db,
    auth.schId,
    auth.role === 'superadmin' ? null : auth.campusId,
    p,
  );
  return paged(
    rows.map((r) =>
      record(r.id, {
        code: printedCode(auth.schId, r.code),
        student_id: String(r.studentId),
        student_fullname: fullName(r),
        class_name: r.subClass ? `${r.className} ${r.subClass}` : r.className,
        period: r.period,
        term: r.term,
        session: r.session,
        status: r.replacedAt && r.replacedAt <= r.checkedAt ? 'replaced' : 'valid',
        pin: r.pinRight === null ? 'none' : r.pinRight ? 'right' : 'wrong',
        checked_at: r.checkedAt.toISOString(),
      } satisfies S['ReportCardCheckAttributes']),
    ),
    pageMeta(p, total),
  );
}
