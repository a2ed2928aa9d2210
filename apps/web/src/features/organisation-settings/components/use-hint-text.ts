import { useTranslation } from 'react-i18next';
import { reasonTextKeyOf } from '../model/sso-errors';
import { hintTextKeyOf, type SsoHint } from '../model/sso-hints';

/** The text of a hint, followed by the API's reason when it gave one. */
export function useHintText() {
  const { t } = useTranslation('organisation-settings');
  return (hint: SsoHint, reason: string | null): string | null => {
    const key = hintTextKeyOf(hint);
    if (key === null) return null;
    if (reason === null) return t(key);
    const reasonKey = reasonTextKeyOf(reason);
    const reasonText = reasonKey ? t(reasonKey) : t('sso.reason.other', { reason });
    return `${t(key)} ${t('sso.upload.reason', { reason: reasonText })}`;
  };
}
