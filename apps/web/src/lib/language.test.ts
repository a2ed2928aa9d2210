import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage (spec §9)', () => {
  it('defaults to English', () => {
    expect(resolveLanguage({})).toBe('en');
  });

  it("uses the first two letters of the user's language", () => {
    expect(resolveLanguage({ userLanguage: 'de-DE' })).toBe('de');
    expect(resolveLanguage({ userLanguage: 'FR' })).toBe('fr');
  });

  it('lets hl override the user language', () => {
    expect(resolveLanguage({ hl: 'fr', userLanguage: 'de' })).toBe('fr');
  });

  it('ignores unsupported values', () => {
    expect(resolveLanguage({ hl: 'nl', userLanguage: 'de' })).toBe('de');
    expect(resolveLanguage({ userLanguage: 'es-ES' })).toBe('en');
  });
});
