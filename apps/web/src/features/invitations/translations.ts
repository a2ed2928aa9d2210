import i18n from 'i18next';
import de from '../../locales/de/invitation.json';
import en from '../../locales/en/invitation.json';
import fr from '../../locales/fr/invitation.json';

export const INVITATION_NAMESPACE = 'invitation';

/**
 * The user area is its own chunk (spec §2.3: lazy): its texts come with it instead of weighing on
 * the shell's first chunk.
 */
export function registerInvitationTranslations(): void {
  for (const [language, texts] of Object.entries({ en, de, fr })) {
    if (!i18n.hasResourceBundle(language, INVITATION_NAMESPACE)) {
      i18n.addResourceBundle(language, INVITATION_NAMESPACE, texts);
    }
  }
}
