import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Modals of the SSO screens are at most 480 px wide (spec §9). */
export const MODAL_MAX_WIDTH = 480;

/**
 * A confirmation of an SSO status change. Focus starts on the confirm button, or on a field of
 * `children` marked `data-autofocus`; Escape and Cancel close it without a change.
 */
export function ConfirmModal({
  opened,
  title,
  confirmLabel,
  isPending,
  isConfirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  isPending: boolean;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('organisation-settings');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_MAX_WIDTH} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        noValidate
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('sso.cancel')}
            </Button>
            <Button type="submit" loading={isPending} disabled={isConfirmDisabled} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
