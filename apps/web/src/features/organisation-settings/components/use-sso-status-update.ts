import type { SsoSettingsUpdate } from '@feedline/contracts';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useUpdateSsoSettingsMutation } from '../../../data/sso-settings-mutation';
import { SSO_ERROR_TOAST_MS, ssoStatusErrorOf } from '../model/sso-errors';

/**
 * PUT of a status change (enable, enforce, step back). A failure shows the §8 toast for 4500 ms:
 * unique-subdomain, enforce-domains with its reason translated, or the general message.
 */
export function useSsoStatusUpdate(accountId: number) {
  const { t } = useTranslation('organisation-settings');
  const mutation = useUpdateSsoSettingsMutation();

  const showError = (error: unknown) => {
    const toast = ssoStatusErrorOf(error);
    const message =
      toast.key === 'error.enforce-domains'
        ? t('error.enforce-domains', {
            reason: t(`sso.enforce.reasons.${toast.reason ?? 'unknown'}`),
          })
        : t(toast.key);
    notifications.show({ color: 'red', message, autoClose: SSO_ERROR_TOAST_MS });
  };

  const update = (change: SsoSettingsUpdate, onDone?: () => void) =>
    mutation.mutate(
      { accountId, update: change },
      { onSuccess: () => onDone?.(), onError: showError },
    );

  return { update, isPending: mutation.isPending };
}
