import i18n from 'i18next';
import de from '../../locales/de/copy-data-flow.json';
import en from '../../locales/en/copy-data-flow.json';
import fr from '../../locales/fr/copy-data-flow.json';

/** The dialog is its own chunk: its texts come with it (like the user area's). */
export function registerCopyDataFlowTranslations(): void {
  for (const [language, texts] of Object.entries({ en, de, fr })) {
    if (!i18n.hasResourceBundle(language, 'copy-data-flow')) {
      i18n.addResourceBundle(language, 'copy-data-flow', texts);
    }
  }
}
