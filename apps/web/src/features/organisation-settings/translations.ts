import i18n from 'i18next';
import de from '../../locales/de/organisation-settings.json';
import en from '../../locales/en/organisation-settings.json';
import fr from '../../locales/fr/organisation-settings.json';

/** Organisation settings is its own chunk: its texts come with it. */
export function registerOrganisationSettingsTranslations(): void {
  for (const [language, texts] of Object.entries({ en, de, fr })) {
    if (!i18n.hasResourceBundle(language, 'organisation-settings')) {
      i18n.addResourceBundle(language, 'organisation-settings', texts);
    }
  }
}
