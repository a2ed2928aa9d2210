import { describe, expect, it } from 'vitest';
import { randomPortBlock } from './ports.mjs';

describe('randomPortBlock', () => {
  it('never hands out a block that holds a port fetch refuses (5060, 5061)', () => {
    // Two choices: 5050–5055, or 5060–5065 which holds SIP's ports.
    const firsts = new Set(
      Array.from({ length: 200 }, () =>
        randomPortBlock({ from: 5050, span: 20, step: 10, size: 6 }),
      ),
    );
    expect([...firsts]).toEqual([5050]);
  });

  it('checks the extra offsets too', () => {
    // 3658 + 1 = 3659 is blocked; 3190 + 2000 = 5190 is not.
    const firsts = new Set(
      Array.from({ length: 200 }, () =>
        randomPortBlock({ from: 3656, span: 4, step: 2, size: 2, extra: [2000] }),
      ),
    );
    expect([...firsts]).toEqual([3656]);
  });

  it('says so when no block is free', () => {
    expect(() => randomPortBlock({ from: 5060, span: 2, step: 1, size: 1 })).toThrow(
      /no block of 1 ports/,
    );
  });
});
