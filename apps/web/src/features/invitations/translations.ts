import { addNamespace } from '@feedline/i18n';
import de from '../../locales/de/invitation.json';
import en from '../../locales/en/invitation.json';
import fr from '../../locales/fr/invitation.json';

export const INVITATION_NAMESPACE = 'invitation';

/**
 * The user area is its own chunk (spec §2.3: lazy): its texts come with it instead of weighing on
 * the shell's first chunk.
 */
export function registerInvitationTranslations(): void {
  addNamespace(INVITATION_NAMESPACE, { en, de, fr });
}
