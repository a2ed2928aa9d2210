import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../lib/language';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['en'];
  }
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Initialises i18next synchronously with the bundled resources and keeps <html lang> in step. */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: Object.keys(resources),
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
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
