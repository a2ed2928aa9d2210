import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChannelFlows } from '../model/channel-flows';

/** The site's other channels, so that the overview of one channel can move to the next. */
export function OtherChannelsNav({
  groups,
  onOpen,
}: {
  groups: readonly ChannelFlows[];
  onOpen: (channelId: number) => void;
}) {
  const { t } = useTranslation('data-flow');
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t('otherChannels')}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('otherChannels')}:
        </Text>
        {groups.map(({ channel }) => (
          <Button
            key={channel.id}
            size="compact-sm"
            variant="default"
            onClick={() => onOpen(channel.id)}
          >
            {channel.name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
