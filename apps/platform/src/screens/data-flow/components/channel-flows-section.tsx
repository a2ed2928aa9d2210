import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTable } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import type { ChannelFlows, DataFlow } from '../model/channel-flows';
import { FlowColumnsTable } from './flow-columns-table';

export interface ChannelFlowsSectionProps {
  group: ChannelFlows;
  /** The sub-channel the address names, shown highlighted. */
  selectedClassificationId: number | null;
  onOpenDataView: (channelId: number, classificationId?: number) => void;
  /** Opens the channel's flow in the editor. */
  onEdit: (channelId: number) => void;
}

function FlowMeta({ flow }: { flow: DataFlow }) {
  const { t } = useTranslation('data-flow');
  const changed = useFormatter().dateTime(flow.updatedAt);
  return (
    <Text size="xs" c="dimmed">
      {t('flow.meta', { version: flow.version, date: changed })} ·{' '}
      {t('flow.columns', { count: flow.columns.length })}
    </Text>
  );
}

function SubChannelFlow({
  flow,
  isSelected,
  onOpenDataView,
}: {
  flow: DataFlow & { classification: { id: number; name: string } };
  isSelected: boolean;
  onOpenDataView: () => void;
}) {
  const { t } = useTranslation('data-flow');
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (isSelected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [isSelected]);
  const name = flow.classification.name;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={headingId}
      aria-current={isSelected ? 'true' : undefined}
      withBorder
      p="sm"
      style={
        isSelected
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap="xs">
          <Title order={3} size="h6" id={headingId}>
            {t('flow.subChannel', { name })}
          </Title>
          {isSelected ? (
            <Badge size="xs" variant="filled">
              {t('flow.selected')}
            </Badge>
          ) : null}
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconTable size={14} aria-hidden />}
          aria-label={t('channel.openDataViewOf', { name })}
          onClick={onOpenDataView}
        >
          {t('channel.openDataView')}
        </Button>
      </Group>
      <FlowMeta flow={flow} />
      <FlowColumnsTable columns={flow.columns} caption={t('table.caption', { name })} />
    </Paper>
  );
}

const hasClassification = (
  flow: DataFlow,
): flow is DataFlow & { classification: { id: number; name: string } } =>
  flow.classification !== null;

/** One channel: its own mapping, then each sub-channel's, with a way to its data view. */
export function ChannelFlowsSection({
  group,
  selectedClassificationId,
  onOpenDataView,
  onEdit,
}: ChannelFlowsSectionProps) {
  const { t } = useTranslation('data-flow');
  const headingId = useId();
  const { channel, own } = group;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={2} size="h5" id={headingId}>
          {channel.name}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('editor.editLabel', { name: channel.name })}
            onClick={() => onEdit(channel.id)}
          >
            {t('editor.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconTable size={16} aria-hidden />}
            aria-label={t('channel.openDataViewOf', { name: channel.name })}
            onClick={() => onOpenDataView(channel.id)}
          >
            {t('channel.openDataView')}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        {own ? (
          <div>
            <FlowMeta flow={own} />
            <FlowColumnsTable
              columns={own.columns}
              caption={t('table.caption', { name: channel.name })}
            />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('channel.noOwnFlow')}
          </Text>
        )}
        {group.subChannels.filter(hasClassification).map((flow) => (
          <SubChannelFlow
            key={flow.id}
            flow={flow}
            isSelected={flow.classification.id === selectedClassificationId}
            onOpenDataView={() => onOpenDataView(channel.id, flow.classification.id)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
