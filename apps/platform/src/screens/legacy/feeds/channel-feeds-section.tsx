import type { ChannelFeed } from '@feedline/contracts';
import type { ExportFormat } from '@feedline/contracts/feed-constants';
import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useSiteFeedsQuery } from '../api/feed-export-queries';
import {
  useChangeFeedFormatMutation,
  useRotateFeedTokenMutation,
} from '../api/feed-export-mutations';
import { Empty, Section } from '../components/legacy-page';
import { ChannelFeedRow } from './channel-feed-row';
import { feedErrorText } from './feed-errors';
import { QueryState } from './query-state';
import { useRunActions } from './use-run-actions';
import { ScrollTable } from '../../../components/scroll-table';

/** Every channel's feed and its sub-channels' feeds; a user who may write exports and changes them. */
export function ChannelFeedsSection({ siteId, canWrite }: { siteId: number; canWrite: boolean }) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const feeds = useSiteFeedsQuery(siteId);
  const actions = useRunActions(siteId);
  const changeFormat = useChangeFeedFormatMutation();
  const rotate = useRotateFeedTokenMutation();
  const fail = (error: unknown) => bridge.notify('error', feedErrorText(error, t));

  const handleFormat = (feed: ChannelFeed, format: ExportFormat) =>
    changeFormat.mutate(
      { siteId, channelId: feed.channelId, format },
      {
        onSuccess: () =>
          bridge.notify(
            'success',
            t('feeds.export.formatChanged', {
              name: feed.channelName,
              format: t(`feeds.formats.${format}`),
            }),
          ),
        onError: fail,
      },
    );

  const handleRotate = async (feed: ChannelFeed) => {
    const answer = await bridge.dialog({
      kind: 'confirm',
      title: t('feeds.export.rotateTitle', { name: feed.channelName }),
      message: t('feeds.export.rotateMessage', { name: feed.channelName }),
    });
    if (!answer.confirmed) return;
    rotate.mutate(
      { siteId, channelId: feed.channelId },
      {
        onSuccess: () =>
          bridge.notify('success', t('feeds.export.rotated', { name: feed.channelName })),
        onError: fail,
      },
    );
  };

  return (
    <Section title={t('feeds.export.title')}>
      {canWrite ? (
        <Group>
          <Button onClick={() => actions.exportNow()} loading={actions.isExporting}>
            {t('feeds.export.all')}
          </Button>
        </Group>
      ) : null}
      <QueryState query={feeds}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty>{t('feeds.export.empty')}</Empty>
          ) : (
            <ScrollTable label={t('feeds.export.title')} minWidth={1080}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('feeds.export.feed')}</Table.Th>
                    <Table.Th>{t('feeds.export.url')}</Table.Th>
                    <Table.Th>{t('feeds.export.format')}</Table.Th>
                    <Table.Th>{t('feeds.export.lastRun')}</Table.Th>
                    <Table.Th>{t('feeds.export.published')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('feeds.export.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((feed) => (
                    <ChannelFeedRow
                      key={`${feed.channelId}-${feed.classificationId ?? 0}`}
                      feed={feed}
                      {...(canWrite && feed.classificationId === null
                        ? {
                            controls: {
                              onFormat: (format: ExportFormat) => handleFormat(feed, format),
                              onExport: () =>
                                actions.exportNow({ id: feed.channelId, name: feed.channelName }),
                              onRotate: () => void handleRotate(feed),
                              isExporting: actions.isExporting,
                            },
                          }
                        : {})}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )
        }
      </QueryState>
    </Section>
  );
}
