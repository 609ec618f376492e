import type { Schema } from '@schoolmates/sdk';

export type MessageChannel = Schema<'MessageChannel'>;

/** Each channel the portal sends by, as people call it. */
export const channelLabel = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
} as const satisfies Record<MessageChannel, string>;
