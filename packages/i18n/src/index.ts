import { DEFAULT_LANGUAGE, type Language, supportedLanguage } from '@feedline/contracts/constants';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createFormatter, formatLocale } from './format';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@feedline/contracts/constants';

/** The language of a locale such as `de` or `de-CH` (its first two letters); English otherwise. */
export function toLanguage(locale: string | null | undefined): Language {
  return supportedLanguage(locale) ?? DEFAULT_LANGUAGE;
}

export interface I18nSetup {
  /** The bundled translations, by language and namespace. */
  resources: Resource;
  namespaces: readonly string[];
  defaultNamespace: string;
}

/**
 * Adds `namespace` in each language of `texts` where it is not there yet: the translations of a
 * lazy chunk, which come with it instead of with the app's first chunk.
 */
export function addNamespace(namespace: string, texts: Readonly<Record<string, object>>): void {
  for (const [language, bundle] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, bundle);
    }
  }
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Initialises i18next synchronously with the app's bundled resources and keeps `<html lang>` in
 * step; a second call only switches the language. The shell and the embedded screens set up
 * their translations the same way.
 */
export function initI18n(
  { resources, namespaces, defaultNamespace }: I18nSetup,
  language: Language = DEFAULT_LANGUAGE,
) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: Object.keys(resources),
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
    // `{{count, number}}` in a translation writes the number as the rest of the app does, with
    // the app's one formatter per locale: i18next's own built a new Intl.NumberFormat for every
    // value it wrote (its cache is keyed by the value), ~150 ms of a first page at 4× CPU.
    i18next.services.formatter?.add('number', (value: number, lng: string | undefined) =>
      createFormatter(formatLocale(lng ?? i18next.language)).number(value),
    );
    i18next.on('languageChanged', reflectLanguage);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  reflectLanguage(i18next.language);
  return i18next;
}

export function setLanguage(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
}
