import type { ChannelFeed } from '@feedline/contracts';
import { EXPORT_FORMATS, type ExportFormat } from '@feedline/contracts/feed-constants';
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Moment } from '../components/moment';
import { FeedAddress } from './feed-address';
import { isRunOpen } from './model/feed-runs';
import { RunStatusBadge } from './run-status-badge';
import { useFormatter } from '../../../lib/format';

/** The feed's name: the channel's, or the channel's and the sub-channel's. */
export const feedName = (feed: ChannelFeed) =>
  feed.classificationName ? `${feed.channelName} › ${feed.classificationName}` : feed.channelName;

export interface ChannelFeedRowProps {
  feed: ChannelFeed;
  /** What a user who may write can do (absent for a sub-channel's row: they act per channel). */
  controls?: {
    onFormat: (format: ExportFormat) => void;
    onExport: () => void;
    onRotate: () => void;
    isExporting: boolean;
  };
}

/** One published feed: address, format, last run, what was published; the channel's actions. */
export function ChannelFeedRow({ feed, controls }: ChannelFeedRowProps) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const name = feedName(feed);
  const run = feed.lastRun;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={feed.classificationId === null ? 600 : 400}>
        {feed.classificationId === null ? (
          name
        ) : (
          <Text size="sm" pl="md">
            {t('feeds.export.subChannel', { name: feed.classificationName })}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <FeedAddress url={feed.url} name={name} />
      </Table.Td>
      <Table.Td>
        {controls ? (
          <NativeSelect
            size="xs"
            aria-label={t('feeds.export.formatLabel', { name })}
            value={feed.format}
            onChange={(event) => controls.onFormat(event.currentTarget.value as ExportFormat)}
            data={EXPORT_FORMATS.map((value) => ({ value, label: t(`feeds.formats.${value}`) }))}
          />
        ) : (
          t(`feeds.formats.${feed.format}`)
        )}
      </Table.Td>
      <Table.Td>
        {run ? (
          <Stack gap={2}>
            <Group gap="xs">
              <RunStatusBadge run={run} />
              <Text size="xs" c="dimmed">
                <Moment iso={run.finishedAt ?? run.startedAt ?? run.createdAt} />
              </Text>
            </Group>
            <Text size="xs">
              {t('feeds.export.counts', {
                exported: format.number(run.itemsWritten),
                excluded: format.number(run.itemsSkipped),
                failed: format.number(run.problemCount),
              })}
            </Text>
            {run.error ? (
              <Text size="xs" c="red.9">
                {run.error}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('feeds.export.neverRun')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {feed.publishedAt ? (
          <Stack gap={0}>
            <Moment iso={feed.publishedAt} />
            {feed.size === null ? null : (
              <Text size="xs" c="dimmed">
                {format.bytes(feed.size)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('feeds.export.notPublished')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {controls ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={controls.onExport}
              loading={controls.isExporting}
              disabled={run !== null && isRunOpen(run)}
              aria-label={t('feeds.export.nowLabel', { name })}
            >
              {t('feeds.export.now')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              onClick={controls.onRotate}
              aria-label={t('feeds.export.rotateLabel', { name })}
            >
              {t('feeds.export.rotate')}
            </Button>
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
