import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isTwoFactorRequested } from '../model/two-factor-search';

/** Spec §9: modal max width 480px, fade 120 ms in and 60 ms out. */
const MODAL_WIDTH = 480;
const TRANSITION = { transition: 'fade', duration: 120, exitDuration: 60 } as const;
const ignoreClose = () => {};

/**
 * The two-factor modal (spec §2.8), open whenever the URL carries `twoFactor=true`. It has no
 * close button and ignores Escape and outside clicks: the user either goes to the profile to set
 * up 2FA (confirm, the parameter is dropped) or signs out (dismiss).
 */
export function TwoFactorModal() {
  const { t } = useTranslation('two-factor');
  const navigate = useNavigate();
  const isOpen = useRouterState({ select: (state) => isTwoFactorRequested(state.location.search) });

  return (
    <Modal
      opened={isOpen}
      onClose={ignoreClose}
      title={t('modal.title')}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size={MODAL_WIDTH}
      transitionProps={TRANSITION}
      centered
    >
      <Text>{t('modal.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void navigate({ to: '/logout' })}>
          {t('modal.dismiss')}
        </Button>
        <Button data-autofocus onClick={() => void navigate({ to: '/profile' })}>
          {t('modal.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
