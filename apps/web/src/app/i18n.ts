import { DEFAULT_LANGUAGE, initI18n as initShared, type Language } from '@feedline/i18n';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './i18n-resources';

export { setLanguage } from '@feedline/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['en'];
  }
}

/** The shell's translations, initialised synchronously (packages/i18n). */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  return initShared(
    { resources, namespaces: NAMESPACES, defaultNamespace: DEFAULT_NAMESPACE },
    language,
  );
}
