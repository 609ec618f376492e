/**
 * A campus's score scheme, its own or a preset's: refused when it would leave a score entered
 * this term without room, checked in the transaction that saves it.
 */
import { keyComponents, SCORE_OPTIONS, schemeProblems } from '@schoolmates/domain/results';
import type { Auth } from '../auth/sessions.ts';
import type { BodyOf } from '../contract.ts';
import type { DbOrTx } from '../db/client.ts';
import { invalid } from '../http/errors.ts';
import { targetCampus } from '../http/scope.ts';
import { enteredThisTerm, saveScheme, schemeRows } from './settings.queries.ts';
import { checkSchemeChange } from './settings.ts';
import { scoreSettingRecord } from './settings-reads.ts';

/** Saves the scheme; answers it as the campus now reads it. */
export async function saveScoreSetting(db: DbOrTx, auth: Auth, body: BodyOf<'saveScoreSetting'>) {
  const campus = await targetCampus(db, auth, body.campus_id);
  const problems = schemeProblems(body.components);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const optionId = body.score_option_id ? Number(body.score_option_id) : null;
  if (optionId !== null && !SCORE_OPTIONS.some((o) => o.id === optionId)) {
    throw invalid({ score_option_id: ['is not a preset score scheme'] });
  }
  const components = keyComponents(body.components);
  const row = await db.transaction(async (tx) => {
    const [existing] = await schemeRows(tx, auth.schId, [campus.id]);
    const entered = await enteredThisTerm(tx, auth.schId, campus.id);
    if (existing) checkSchemeChange(existing.components, components, entered);
    return saveScheme(tx, {
      schId: auth.schId,
      campusId: campus.id,
      scoreOptionId: optionId,
      components,
    });
  });
  return scoreSettingRecord(db, row);
}
