import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

/** The dark modules of a path as "col,row". */
function darkModules(d: string): Set<string> {
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${col},${row}`));
}

describe('qrPath', () => {
  it('draws the modules of a QR code, with its finder patterns', () => {
    const { size, d } = qrPath(
      'otpauth://totp/Feedline:sam%40initech.test?secret=JBSWY3DPEHPK3PXP',
    );
    expect(size % 4).toBe(1); // versions are 21, 25, 29 … modules wide
    expect(size).toBeGreaterThanOrEqual(21);
    const dark = darkModules(d);
    expect(d).toBe([...d.matchAll(/M\d+ \d+h1v1h-1z/g)].join(''));
    // Second row of each finder pattern: dark, five light, dark.
    for (const origin of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const [col, row] = origin;
      expect(dark.has(`${col},${row + 1}`)).toBe(true);
      for (let i = 1; i <= 5; i++) expect(dark.has(`${col + i},${row + 1}`)).toBe(false);
      expect(dark.has(`${col + 6},${row + 1}`)).toBe(true);
      // The centre 3×3 is dark.
      expect(dark.has(`${col + 3},${row + 3}`)).toBe(true);
    }
  });

  it('differs for different texts', () => {
    expect(qrPath('a').d).not.toBe(qrPath('b').d);
  });
});
