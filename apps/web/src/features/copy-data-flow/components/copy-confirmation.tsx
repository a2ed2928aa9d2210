import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CopyPlanEntry } from '../api/copy-queries';

/** The dry run before the copy: per target, what happens to its columns. */
export function CopyConfirmation({
  source,
  plan,
  isCopying,
  onConfirm,
  onCancel,
}: {
  source: string;
  plan: CopyPlanEntry[];
  isCopying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('copy-data-flow');
  const names = (list: string[]) => (list.length ? list.join(', ') : t('confirm.nothing'));
  return (
    <Stack gap="sm">
      <Text>{t('confirm.message', { source })}</Text>
      <List spacing="sm">
        {plan.map((entry) => (
          <List.Item key={`${entry.channelId}-${entry.classificationId ?? 0}`}>
            <Text fw={600} size="sm">
              {entry.siteId} – {entry.siteName}, {entry.channelId} – {entry.channelName}
            </Text>
            <Text size="sm">{t('confirm.added', { names: names(entry.added) })}</Text>
            <Text size="sm">{t('confirm.replaced', { names: names(entry.replaced) })}</Text>
            <Text size="sm">{t('confirm.leftOut', { names: names(entry.leftOut) })}</Text>
            {entry.skipped.length ? (
              <Text size="sm">{t('confirm.skipped', { names: names(entry.skipped) })}</Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={isCopying} data-autofocus>
          {t('confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
