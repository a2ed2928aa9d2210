import type { SsoSettings } from '@feedline/contracts';
import { SSO_STATUS } from '@feedline/contracts/sso-constants';
import { Button, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEnable, enableUpdateOf } from '../model/sso-steps';
import { ConfirmModal } from './confirm-modal';
import { useSsoStatusUpdate } from './use-sso-status-update';

/** Enable (spec §2.15, §4): available at Configured, confirmed in a modal, then Enabled. */
export function EnableStep({ accountId, settings }: { accountId: number; settings: SsoSettings }) {
  const { t } = useTranslation('organisation-settings');
  const [isOpen, setOpen] = useState(false);
  const { update, isPending } = useSsoStatusUpdate(accountId);
  const notYetId = useId();

  if (settings.status >= SSO_STATUS.Enabled) {
    return <Text size="sm">{t('sso.enable.done')}</Text>;
  }
  const isAvailable = canEnable(settings.status);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('sso.enable.description')}</Text>
      {isAvailable ? null : (
        <Text size="sm" c="dimmed" id={notYetId}>
          {t('sso.enable.notYet')}
        </Text>
      )}
      <Button
        disabled={!isAvailable}
        aria-describedby={isAvailable ? undefined : notYetId}
        onClick={() => setOpen(true)}
      >
        {t('sso.enable.button')}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={t('sso.enable.modalTitle')}
        confirmLabel={t('sso.enable.confirm')}
        isPending={isPending}
        onConfirm={() => update(enableUpdateOf(settings), () => setOpen(false))}
        onClose={() => setOpen(false)}
      >
        <Text size="sm">{t('sso.enable.modalText')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
