/** Report-card codes and PINs (issue 31): unguessable, typed back forgivingly, PINs per code. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPin, newCodeRandom, parseCode, pinOf, printedCode } from './codes.ts';

describe('verification codes', () => {
  it('are 12 characters of an alphabet without I, L, O or U: 60 random bits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newCodeRandom();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      seen.add(code);
    }
    expect(seen.size).toBe(2000);
    expect(32 ** 12).toBe(2 ** 60);
  });

  it('print with their school and read back as typed: either case, O for 0, I and L for 1', () => {
    const printed = printedCode(12n, '7K3Q92XD4HN0');
    expect(printed).toBe('SM-12-7K3Q-92XD-4HN0');
    expect(parseCode(printed)).toEqual({ schId: 12n, random: '7K3Q92XD4HN0' });
    expect(parseCode(' sm-12-7k3q-92xd-4hno ')).toEqual({ schId: 12n, random: '7K3Q92XD4HN0' });
    expect(parseCode('SM-12-7K3Q-92XD-4HNL')).toEqual({ schId: 12n, random: '7K3Q92XD4HN1' });
    for (const bad of ['SM-12-7K3Q-92XD', 'SM-x-7K3Q-92XD-4HN0', 'SM-12-7K3Q-92XD-4HNU', '']) {
      expect(parseCode(bad), bad).toBeNull();
    }
  });
});

describe('PINs', () => {
  it('are 8 digits, the same for a code each time, another for another code or server key', () => {
    const key = randomBytes(32);
    const pin = pinOf(key, 12n, '7K3Q92XD4HN0');
    expect(pin).toMatch(/^\d{8}$/);
    expect(pinOf(key, 12n, '7K3Q92XD4HN0')).toBe(pin);
    expect(pinOf(key, 13n, '7K3Q92XD4HN0')).not.toBe(pin);
    expect(pinOf(key, 12n, '7K3Q92XD4HN1')).not.toBe(pin);
    expect(pinOf(randomBytes(32), 12n, '7K3Q92XD4HN0')).not.toBe(pin);
    expect(isPin(key, 12n, '7K3Q92XD4HN0', `${pin.slice(0, 4)} ${pin.slice(4)}`)).toBe(true);
    expect(isPin(key, 12n, '7K3Q92XD4HN0', pin.slice(0, 7))).toBe(false);
  });
});
