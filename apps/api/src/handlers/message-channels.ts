/**
 * Area `messages`: how the school sends SMS and WhatsApp (the superadmin's settings), and the
 * providers' delivery reports, which come to the school's own address.
 */
import { item } from '../http/envelope.ts';
import { channelSettingsOf } from '../messages/channel-settings.queries.ts';
import { channelSettingsRecord } from '../messages/channel-settings.ts';
import { recordDeliveryReports } from '../messages/record-delivery-reports.ts';
import { removeMessageChannel } from '../messages/remove-message-channel.ts';
import { saveMessageChannel } from '../messages/save-message-channel.ts';
import { termiiReport, termiiSignatureOk } from '../messages/termii.ts';
import { answerWhatsappCheck, signedReport } from '../messages/webhooks.ts';
import { whatsappReports, whatsappSignatureOk } from '../messages/whatsapp.ts';
import type { HandlerMap } from './types.ts';

const NAMES = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const updated = (n: number) => ({ message: `${n} message${n === 1 ? '' : 's'} updated.` });

export const messageChannelsHandlers = {
  async listMessageChannels({ db, config, auth }) {
    const rows = await channelSettingsOf(db, auth.schId);
    return { data: rows.map((row) => channelSettingsRecord(config, row)) };
  },

  async saveMessageChannel({ db, config, auth, params, body }) {
    const row = await saveMessageChannel(db, config, auth, params.channel, body);
    return item(channelSettingsRecord(config, row), `${NAMES[params.channel]} is set up.`);
  },

  async removeMessageChannel({ db, auth, params }) {
    await removeMessageChannel(db, auth, params.channel);
    return { message: `${NAMES[params.channel]} is turned off; its settings and keys are gone.` };
  },

  async reportTermiiDelivery({ db, config, req, params, body }) {
    const settings = await signedReport(db, config, req, 'sms', params.school_key, {
      header: 'x-termii-signature',
      matches: termiiSignatureOk,
    });
    const report = termiiReport(body);
    return updated(await recordDeliveryReports(db, settings, report ? [report] : []));
  },

  async verifyWhatsappWebhook({ db, req, reply, params, query }) {
    const challenge = await answerWhatsappCheck(db, req, params.school_key, {
      verifyToken: query['hub.verify_token'],
      challenge: query['hub.challenge'],
    });
    return reply.type('text/plain; charset=utf-8').send(challenge) as never;
  },

  async reportWhatsappDelivery({ db, config, req, params, body }) {
    const settings = await signedReport(db, config, req, 'whatsapp', params.school_key, {
      header: 'x-hub-signature-256',
      matches: whatsappSignatureOk,
    });
    return updated(await recordDeliveryReports(db, settings, whatsappReports(body)));
  },
} satisfies Pick<
  HandlerMap,
  | 'listMessageChannels'
  | 'saveMessageChannel'
  | 'removeMessageChannel'
  | 'reportTermiiDelivery'
  | 'verifyWhatsappWebhook'
  | 'reportWhatsappDelivery'
>;
