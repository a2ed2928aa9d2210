import { addNamespace } from '@feedline/i18n';
import de from '../../locales/de/copy-data-flow.json';
import en from '../../locales/en/copy-data-flow.json';
import fr from '../../locales/fr/copy-data-flow.json';

/** The dialog is its own chunk: its texts come with it (like the user area's). */
export function registerCopyDataFlowTranslations(): void {
  addNamespace('copy-data-flow', { en, de, fr });
}
