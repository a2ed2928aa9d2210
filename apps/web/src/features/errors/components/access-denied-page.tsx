import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccessDeniedReason } from '../model/access-denied-reason';
import { AccountAdminsList } from './account-admins-list';

export interface AccessDeniedPageProps {
  reason: AccessDeniedReason;
  /** The user's organisations, whose administrators are listed. */
  accountIds: readonly number[];
}

/** Access denied (spec §2.9): title and description of the reason, a way back, and whom to ask. */
export function AccessDeniedPage({ reason, accountIds }: AccessDeniedPageProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconLock size={40} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t(`platform.${reason}.title`)}</Title>
      <Text c="dimmed" maw={480}>
        {t(`platform.${reason}.description`)}
      </Text>
      <Group justify="center" gap="sm">
        {window.history.length > 1 ? (
          <Button variant="default" onClick={() => window.history.back()}>
            {t('platform.access-denied.back')}
          </Button>
        ) : null}
        <Button component="a" href="/">
          {t('platform.access-denied.home')}
        </Button>
      </Group>
      <AccountAdminsList accountIds={accountIds} />
    </Stack>
  );
}
