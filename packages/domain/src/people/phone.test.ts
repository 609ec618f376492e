import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneKey } from './phone.ts';

describe('phoneKey', () => {
  it('writes one Nigerian number the same however it was typed', () => {
    for (const typed of [
      '0803 123 4567',
      '+234 803 123 4567',
      '2348031234567',
      '(0803)-123-4567',
    ]) {
      expect(phoneKey(typed)).toBe('+2348031234567');
    }
  });
  it('keeps a foreign number in its international form', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
  });
  it('refuses what is not a phone number', () => {
    expect(phoneKey('ada@example.com')).toBeNull();
    expect(phoneKey('123')).toBeNull();
  });
});

describe('looksLikePhone', () => {
  it('tells a phone number from a username, an admission number or an e-mail', () => {
    expect(looksLikePhone('0803 123 4567')).toBe(true);
    expect(looksLikePhone('+2348031234567')).toBe(true);
    expect(looksLikePhone('ada.obi')).toBe(false);
    expect(looksLikePhone('DEMO/001')).toBe(false);
    expect(looksLikePhone('ada@example.com')).toBe(false);
  });
});
