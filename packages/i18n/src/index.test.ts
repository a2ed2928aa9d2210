// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initI18n, setLanguage, toLanguage } from './index';

describe('toLanguage (spec §9)', () => {
  it('takes the first two letters of a locale the product speaks, English otherwise', () => {
    expect(toLanguage('de-CH')).toBe('de');
    expect(toLanguage(' FR ')).toBe('fr');
    expect(toLanguage('nl')).toBe('en');
    expect(toLanguage(null)).toBe('en');
  });
});

describe('initI18n', () => {
  it('translates from the bundled resources and keeps <html lang> on the language', () => {
    const i18n = initI18n(
      {
        resources: { en: { common: { hello: 'Hello' } }, de: { common: { hello: 'Hallo' } } },
        namespaces: ['common'],
        defaultNamespace: 'common',
      },
      'de',
    );
    expect(i18n.t('hello')).toBe('Hallo');
    expect(document.documentElement.lang).toBe('de');
    setLanguage('en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
  });
});
