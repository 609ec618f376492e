import type { ChannelSettings } from './message-channels.api.ts';

/** SMS by Termii, on, its key and secret stored. */
const reports = 'https://demo.schoolmates.ng/api/webhooks';

export const smsSettings: ChannelSettings = {
  channel: 'sms',
  provider: 'termii',
  enabled: true,
  sender_id: 'BrightFA',
  phone_number_id: null,
  template_name: null,
  template_language: null,
  has_key: true,
  has_webhook_secret: true,
  webhook_url: `${reports}/termii/5f1c9a0e2b7d4c63a8e1f0b29d4c7e11`,
  verify_token: null,
  updated_at: '2026-03-02T08:15:00Z',
};
/** WhatsApp paused, with a key but no app secret (its delivery reports are refused). */
export const whatsappSettings: ChannelSettings = {
  channel: 'whatsapp',
  provider: 'whatsapp_cloud',
  enabled: false,
  sender_id: null,
  phone_number_id: '109876543210987',
  template_name: 'school_notice',
  template_language: 'en',
  has_key: true,
  has_webhook_secret: false,
  webhook_url: `${reports}/whatsapp/c04e7b1d9a2f4e8b9d6a3f1e0b5c7d22`,
  verify_token: '8d2f6a1c4e9b7d3a5f0c2e8b6a4d1f97',
  updated_at: '2026-03-01T16:40:00Z',
};
