import { LOG_TEXTS } from '@feedline/i18n/log-texts';
import i18n from 'i18next';

/**
 * The platform's log lines are written only in the drawer, its own chunk: their texts (shared with
 * the embedded screens, packages/i18n) come with it, not with the app's first chunk.
 */
export function registerLogTranslations(): void {
  for (const [language, texts] of Object.entries(LOG_TEXTS)) {
    if (!i18n.hasResourceBundle(language, 'log')) i18n.addResourceBundle(language, 'log', texts);
  }
}
