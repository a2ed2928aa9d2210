import { addNamespace } from '@feedline/i18n';
import de from '../../locales/de/organisation-settings.json';
import en from '../../locales/en/organisation-settings.json';
import fr from '../../locales/fr/organisation-settings.json';

/** Organisation settings is its own chunk: its texts come with it. */
export function registerOrganisationSettingsTranslations(): void {
  addNamespace('organisation-settings', { en, de, fr });
}
