import {
  Badge,
  Drawer,
  Group,
  List,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { ItemDetail, ItemStage, ItemValue } from '@feedline/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, ScreenLoader } from '../../../components/screen-state';
import { useItemDetailQuery } from '../api/item-detail-query';
import { useItemValueText } from './item-cell';

export interface ItemDetailDrawerProps {
  siteId: number;
  /** The open item (`_id` of its row); null when the drawer is closed. */
  itemId: number | null;
  /** The stage the grid shows: its tab opens first. */
  stage: ItemStage;
  channelId: number | null;
  classificationId: number | null;
  onClose: () => void;
}

function FieldsTable({
  fields,
  columns,
  label,
}: {
  fields: Record<string, ItemValue>;
  columns?: readonly string[];
  label: string;
}) {
  const { t } = useTranslation('data-view');
  const valueText = useItemValueText();
  const names = columns ?? Object.keys(fields);
  return (
    <Table striped withRowBorders={false} verticalSpacing={4} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="40%">
            {t('detail.field')}
          </Table.Th>
          <Table.Th scope="col">{t('detail.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {names.map((name) => {
          const { text } = valueText(fields[name], name);
          return (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={600} style={{ wordBreak: 'break-word' }}>
                {name}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {text === '' ? (
                  <Text span size="sm" c="dimmed" fs="italic">
                    {t('detail.empty')}
                  </Text>
                ) : (
                  text
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

const channelTab = (channel: ItemDetail['channels'][number]) =>
  `channel-${channel.channelId}-${channel.classificationId ?? 0}`;

function Detail({ item, initialTab }: { item: ItemDetail; initialTab: string }) {
  const { t } = useTranslation('data-view');
  const tabs = ['import', 'intermediate', ...item.channels.map(channelTab)];
  return (
    <Stack gap="md">
      {item.problems.length > 0 ? (
        <section aria-labelledby="item-problems">
          <Title order={3} size="h6" id="item-problems" mb={4}>
            {t('detail.problems', { count: item.problems.length })}
          </Title>
          <List spacing={4} size="sm">
            {item.problems.map((problem, index) => (
              <List.Item key={`${problem.runId}-${index}`}>
                <Group gap={6} wrap="nowrap" align="baseline">
                  <Badge
                    size="xs"
                    color={problem.kind === 'import' ? 'orange' : 'red'}
                    variant="light"
                  >
                    {problem.kind === 'import'
                      ? t('detail.import')
                      : t('detail.export', { channel: problem.channelName ?? '' })}
                  </Badge>
                  <Text size="sm">
                    {problem.field ? `${problem.field}: ` : ''}
                    {problem.message}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {t('detail.row', { row: problem.row })}
                    </Text>
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </section>
      ) : (
        <Text size="sm" c="dimmed">
          {t('detail.noProblems')}
        </Text>
      )}
      <Tabs defaultValue={tabs.includes(initialTab) ? initialTab : 'import'} keepMounted={false}>
        <ScrollArea
          type="auto"
          scrollbars="x"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('detail.stages') }}
        >
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="import">{t('toolbar.stages.import')}</Tabs.Tab>
            <Tabs.Tab value="intermediate">{t('toolbar.stages.intermediate')}</Tabs.Tab>
            {item.channels.map((channel) => (
              <Tabs.Tab key={channelTab(channel)} value={channelTab(channel)}>
                {channel.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="import" pt="xs">
          <FieldsTable fields={item.import} label={t('toolbar.stages.import')} />
        </Tabs.Panel>
        <Tabs.Panel value="intermediate" pt="xs">
          <FieldsTable fields={item.intermediate} label={t('toolbar.stages.intermediate')} />
        </Tabs.Panel>
        {item.channels.map((channel) => (
          <Tabs.Panel key={channelTab(channel)} value={channelTab(channel)} pt="xs">
            <FieldsTable fields={channel.fields} columns={channel.columns} label={channel.name} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * One item in a side panel: every field at every stage (as imported, after the site's rules,
 * through each channel's flow) and the problems its latest runs found. Escape closes it and
 * focus returns to the row's button that opened it.
 */
export function ItemDetailDrawer({
  siteId,
  itemId,
  stage,
  channelId,
  classificationId,
  onClose,
}: ItemDetailDrawerProps) {
  const { t } = useTranslation('data-view');
  const detail = useItemDetailQuery({ siteId, itemId });
  const initialTab =
    stage === 'channel' && channelId !== null
      ? `channel-${channelId}-${classificationId ?? 0}`
      : stage;
  const opened = itemId !== null;
  // What had the focus when it opened (the grid, a row's button), read before the drawer moves
  // the focus in. The drawer gives it back itself, except when Escape comes before its focus trap
  // took the focus (a quick key): the trap then moves it into the closing drawer, and it would be
  // left on the page's body.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) opener.current = document.activeElement as HTMLElement | null;
  }, [opened]);
  const giveFocusBack = () => {
    const element = opener.current;
    opener.current = null;
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || focused.closest('[role=dialog]');
    if (element?.isConnected && lost) {
      element.focus({ preventScroll: true });
    }
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={giveFocusBack}
      position="right"
      size="lg"
      // The drawer's title is its heading (h2) already.
      title={detail.data?.externalId ?? t('detail.title')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError ? (
        <ScreenError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <Detail item={detail.data} initialTab={initialTab} />
      ) : (
        <ScreenLoader />
      )}
    </Drawer>
  );
}
