import { describe, expect, it } from 'vitest';
import { createTotpSecretBox } from './totp-secret-box';

describe('createTotpSecretBox', () => {
  const box = createTotpSecretBox('hash-secret-a');
  const value = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', lastStep: 57_000_000 };

  it('seals to opaque text and opens it again', () => {
    const sealed = box.seal(7, value);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(value.secret);
    expect(box.open(7, sealed)).toEqual(value);
    // A fresh IV every time.
    expect(box.seal(7, value)).not.toBe(sealed);
  });

  it("does not open another user's, another key's or altered text", () => {
    const sealed = box.seal(7, value);
    expect(box.open(8, sealed)).toBeUndefined();
    expect(createTotpSecretBox('hash-secret-b').open(7, sealed)).toBeUndefined();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open(7, [version, iv, tag, flipped].join('.'))).toBeUndefined();
    expect(box.open(7, value.secret)).toBeUndefined();
    expect(box.open(7, 'v2.a.b.c')).toBeUndefined();
  });
});
