import { addNamespace } from '@feedline/i18n';
import { LOG_TEXTS } from '@feedline/i18n/log-texts';

/**
 * The platform's log lines are written only in the drawer, its own chunk: their texts (shared with
 * the embedded screens, packages/i18n) come with it, not with the app's first chunk.
 */
export function registerLogTranslations(): void {
  addNamespace('log', LOG_TEXTS);
}
