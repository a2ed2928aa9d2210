import { notifications, type NotificationData } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * Copies text to the clipboard and says so in a toast (spec §2.15); when the browser refuses,
 * the toast says that instead.
 */
export function useCopy() {
  const { t } = useTranslation('organisation-settings');
  return async (
    value: string,
    { message, position }: { message: string; position?: NotificationData['position'] },
  ) => {
    try {
      await navigator.clipboard.writeText(value);
      notifications.show({ color: 'green', message, ...(position ? { position } : {}) });
    } catch {
      notifications.show({ color: 'red', message: t('sso.copyFailed') });
    }
  };
}
