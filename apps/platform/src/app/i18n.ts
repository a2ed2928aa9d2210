import { initI18n as initShared, type Language } from '@feedline/i18n';
import { LOG_TEXTS } from '@feedline/i18n/log-texts';
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

export const resources = {
  en: {
    common: enCommon,
    'data-view': enDataView,
    'data-map': enDataMap,
    'data-flow': enDataFlow,
    designer: enDesigner,
    dashboard: enDashboard,
    legacy: enLegacy,
    log: LOG_TEXTS.en,
  },
  de: {
    common: deCommon,
    'data-view': deDataView,
    'data-map': deDataMap,
    'data-flow': deDataFlow,
    designer: deDesigner,
    dashboard: deDashboard,
    legacy: deLegacy,
    log: LOG_TEXTS.de,
  },
  fr: {
    common: frCommon,
    'data-view': frDataView,
    'data-map': frDataMap,
    'data-flow': frDataFlow,
    designer: frDesigner,
    dashboard: frDashboard,
    legacy: frLegacy,
    log: LOG_TEXTS.fr,
  },
} as const;

export { setLanguage, toLanguage } from '@feedline/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

/** The embedded screens' translations, initialised synchronously (packages/i18n). */
export function initI18n(language: Language) {
  return initShared(
    { resources, namespaces: Object.keys(resources.en), defaultNamespace: 'common' },
    language,
  );
}
