import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CopiedEntry } from '../api/copy-queries';

/** After a copy to several targets: a way to each target site's data flow, and undo. */
export function CopyResults({
  targets,
  isUndoing,
  onOpen,
  onUndo,
  onClose,
}: {
  targets: CopiedEntry[];
  isUndoing: boolean;
  onOpen: (siteId: number) => void;
  onUndo: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy-data-flow');
  return (
    <Stack gap="sm">
      <Text>{t('results.message')}</Text>
      <List spacing="xs">
        {targets.map((target) => {
          const name = `${target.siteId} – ${target.siteName}, ${target.channelId} – ${target.channelName}`;
          return (
            <List.Item key={`${target.channelId}-${target.classificationId ?? 0}`}>
              <Group gap="sm">
                <Text size="sm">{name}</Text>
                <Button size="compact-sm" variant="light" onClick={() => onOpen(target.siteId)}>
                  {t('results.open', { name })}
                </Button>
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Group justify="space-between">
        <Button variant="subtle" color="red" onClick={onUndo} loading={isUndoing}>
          {t('results.undo')}
        </Button>
        <Button onClick={onClose} data-autofocus>
          {t('close')}
        </Button>
      </Group>
    </Stack>
  );
}
