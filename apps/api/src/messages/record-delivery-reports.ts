/**
 * A provider's delivery reports, received at the school's address (messages/webhooks.ts checked
 * the address and the signature): each names a message by the provider's id for it.
 */
import type { Db } from '../db/client.ts';
import type { ChannelSettingsRow } from './channel-settings.queries.ts';
import { transportOf } from './channel-settings.ts';
import { markReported } from './delivery-reports.queries.ts';
import type { DeliveryReport } from './providers.ts';

/** Answers how many messages changed. */
export async function recordDeliveryReports(
  db: Db,
  settings: ChannelSettingsRow,
  reports: readonly DeliveryReport[],
): Promise<number> {
  const at = new Date();
  let changed = 0;
  for (const report of reports) {
    if (await markReported(db, settings.schId, transportOf(settings.provider), report, at))
      changed++;
  }
  return changed;
}
