import { describe, expect, it } from 'vitest';
import { SendPace } from './send-pace.ts';

describe('sends per second', () => {
  it('holds a school at its limit while another school and the total still have room', async () => {
    const pace = new SendPace(5, 3);
    const started = Date.now();
    const at = () => Date.now() - started;
    for (let n = 0; n < 3; n++) await pace.take('a');
    expect(at()).toBeLessThan(200);
    await pace.take('b');
    await pace.take('b');
    expect(at()).toBeLessThan(200);
    // the school's fourth, and anyone's sixth, wait for the second to pass
    await pace.take('a');
    expect(at()).toBeGreaterThanOrEqual(950);
  });
});
