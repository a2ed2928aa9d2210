import { DEFAULT_LANGUAGE, initI18n as initShared, type Language } from '@feedline/i18n';
import type copyDataFlowTexts from '../locales/en/copy-data-flow.json';
import type organisationSettingsTexts from '../locales/en/organisation-settings.json';
import type invitationTexts from '../locales/en/invitation.json';
import type { LogTexts } from '@feedline/i18n/log-texts';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './i18n-resources';

export { setLanguage } from '@feedline/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    /**
     * The bundled namespaces, and those lazy chunks bring along (invitations, copy, settings, the
     * notifications drawer's log lines).
     */
    resources: (typeof resources)['en'] & {
      log: LogTexts;
      invitation: typeof invitationTexts;
      'copy-data-flow': typeof copyDataFlowTexts;
      'organisation-settings': typeof organisationSettingsTexts;
    };
  }
}

/** The shell's translations, initialised synchronously (packages/i18n). */
export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  return initShared(
    { resources, namespaces: NAMESPACES, defaultNamespace: DEFAULT_NAMESPACE },
    language,
  );
}
