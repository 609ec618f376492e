/**
 * Approving a lesson note or flip class (with an optional comment), or sending it back (with
 * the reason the contract requires); audited in the same transaction.
 */
import { audit } from '../audit/audit-log.ts';
import type { Auth } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { LessonNoteKind } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { lostNote, seenNote } from './checks.ts';
import { setApproval } from './lesson-notes.queries.ts';

export async function approveNote(
  db: Db,
  auth: Auth,
  kind: LessonNoteKind,
  id: bigint,
  approved: boolean,
  body: { comment?: string | null } | undefined,
) {
  const note = await seenNote(db, auth, kind, id);
  const comment = body?.comment?.trim() || null;
  // The contract requires the reason; a request without a body reaches here unvalidated.
  if (!approved && !comment) throw invalid({ comment: ['is required'] });
  await db.transaction(async (tx) => {
    if (!(await setApproval(tx, auth, note, approved, comment))) throw await lostNote(tx, note);
    await audit(tx, auth, kind, note.id, approved ? 'approve' : 'unapprove', { comment });
  });
}
