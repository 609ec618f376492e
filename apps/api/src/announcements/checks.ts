/** Checks of an announcement's write, made before anything is written. */
import type { Schema } from '@schoolmates/sdk';
import { invalid } from '../http/errors.ts';

/** `roles` only with the `roles` audience, and then at least one (422 otherwise). */
export function checkAudience(audience: Schema<'AnnouncementAudience'>, roles: readonly string[]) {
  if (audience === 'roles' && roles.length === 0) {
    throw invalid({ roles: ['must name at least one role when audience is roles'] });
  }
  if (audience !== 'roles' && roles.length > 0) {
    throw invalid({ roles: ['is only for the audience roles'] });
  }
}
