/** Sealed secrets open only with the server's key and only in the place they were sealed for. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed.ts';

describe('a sealed secret', () => {
  const key = randomBytes(32);
  const place = 'message_channel_settings:1:sms:key';

  it('opens with the key in its place, and differs each time it is sealed', () => {
    const sealed = seal(key, 'TL-termii-key', place);
    expect(unseal(key, sealed, place)).toBe('TL-termii-key');
    expect(seal(key, 'TL-termii-key', place)).not.toBe(sealed);
  });

  it('does not open with another key, in another place, or changed', () => {
    const sealed = seal(key, 'TL-termii-key', place);
    const refusal = /does not open with the server’s MESSAGES_SECRET_KEY/;
    expect(() => unseal(randomBytes(32), sealed, place)).toThrow(refusal);
    // copied into another school's row, or into the report secret's column
    expect(() => unseal(key, sealed, 'message_channel_settings:2:sms:key')).toThrow(refusal);
    expect(() => unseal(key, sealed, 'message_channel_settings:1:sms:webhook_secret')).toThrow(
      refusal,
    );
    const [version, nonce, tag, data = ''] = sealed.split('.');
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => unseal(key, [version, nonce, tag, flipped].join('.'), place)).toThrow(refusal);
    expect(() => unseal(key, 'TL-termii-key', place)).toThrow(/not in a form/);
  });
});
