import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCommon from '../locales/de/common.json';
import deDashboard from '../locales/de/dashboard.json';
import deDataFlow from '../locales/de/data-flow.json';
import deDataMap from '../locales/de/data-map.json';
import deDataView from '../locales/de/data-view.json';
import deDesigner from '../locales/de/designer.json';
import deLegacy from '../locales/de/legacy.json';
import enCommon from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import enDataFlow from '../locales/en/data-flow.json';
import enDataMap from '../locales/en/data-map.json';
import enDataView from '../locales/en/data-view.json';
import enDesigner from '../locales/en/designer.json';
import enLegacy from '../locales/en/legacy.json';
import frCommon from '../locales/fr/common.json';
import frDashboard from '../locales/fr/dashboard.json';
import frDataFlow from '../locales/fr/data-flow.json';
import frDataMap from '../locales/fr/data-map.json';
import frDataView from '../locales/fr/data-view.json';
import frDesigner from '../locales/fr/designer.json';
import frLegacy from '../locales/fr/legacy.json';

export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = {
  en: {
    common: enCommon,
    'data-view': enDataView,
    'data-map': enDataMap,
    'data-flow': enDataFlow,
    designer: enDesigner,
    dashboard: enDashboard,
    legacy: enLegacy,
  },
  de: {
    common: deCommon,
    'data-view': deDataView,
    'data-map': deDataMap,
    'data-flow': deDataFlow,
    designer: deDesigner,
    dashboard: deDashboard,
    legacy: deLegacy,
  },
  fr: {
    common: frCommon,
    'data-view': frDataView,
    'data-map': frDataMap,
    'data-flow': frDataFlow,
    designer: frDesigner,
    dashboard: frDashboard,
    legacy: frLegacy,
  },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

/** The language from a locale such as `de` or `de-CH` (its first two letters); en otherwise. */
export function toLanguage(locale: string | null | undefined): Language {
  const short = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}

export function initI18n(language: Language) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources.en),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
    i18next.on('languageChanged', (next) => {
      document.documentElement.lang = next;
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = i18next.language;
  return i18next;
}

export function setLanguage(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
}
