import { describe, expect, it } from 'vitest';
import { counted } from './counted.ts';

describe('counted', () => {
  it('says one in the singular, any other number in the plural', () => {
    expect(counted(1, 'question')).toBe('1 question');
    expect(counted(0, 'question')).toBe('0 questions');
    expect(counted(2.5, 'mark')).toBe('2.5 marks');
    expect(counted(3, 'class', 'classes')).toBe('3 classes');
  });
});
