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

  it('writes `{{count, number}}` with the app formatter of the language, built once', () => {
    // i18next is set up once per app (the test above did): add this test's texts to it.
    const i18n = initI18n({ resources: {}, namespaces: ['common'], defaultNamespace: 'common' });
    i18n.addResourceBundle('en', 'common', { rows: '{{count, number}} rows' });
    i18n.addResourceBundle('de', 'common', { rows: '{{count, number}} Zeilen' });
    const NumberFormat = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      built += 1;
      return new NumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      setLanguage('de');
      expect(i18n.t('rows', { count: 12345 })).toBe('12.345 Zeilen');
      expect(i18n.t('rows', { count: 67890 })).toBe('67.890 Zeilen');
      expect(i18n.t('rows', { count: 24680 })).toBe('24.680 Zeilen');
      setLanguage('en');
      expect(i18n.t('rows', { count: 1234.5 })).toBe('1,234.5 rows');
      // One number format per locale, not one per value written.
      expect(built).toBeLessThanOrEqual(2);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});
