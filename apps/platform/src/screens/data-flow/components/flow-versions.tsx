import type { FlowVersion } from '@feedline/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import {
  type FlowTargetVariables,
  useFlowVersionQuery,
  useFlowVersionsQuery,
} from '../api/channel-flow-queries';

function Changes({ target, version }: { target: FlowTargetVariables; version: number }) {
  const { t } = useTranslation('data-flow');
  const detail = useFlowVersionQuery(target, version);
  if (!detail.data) return null;
  const { added, changed, removed } = detail.data.changesSince;
  const list = (names: string[]) =>
    names.length ? names.join(', ') : t('editor.versions.nothing');
  return (
    <Text size="sm" role="status">
      {added.length + changed.length + removed.length === 0
        ? t('editor.versions.unchanged', { version })
        : t('editor.versions.changes', {
            version,
            added: list(added),
            changed: list(changed),
            removed: list(removed),
          })}
    </Text>
  );
}

/** The flow's saved versions: compare one with the current flow, or bring it back. */
export function FlowVersions({
  target,
  canRestore,
  onRestore,
}: {
  target: FlowTargetVariables;
  canRestore: boolean;
  onRestore: (entry: FlowVersion) => void;
}) {
  const { t } = useTranslation('data-flow');
  const headingId = useId();
  const moment = useFormatter().dateTime;
  const versions = useFlowVersionsQuery(target, true);
  const [compared, setCompared] = useState<number | null>(null);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title id={headingId} order={2} size="h5">
        {t('editor.versions.title')}
      </Title>
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {(versions.data?.data ?? []).map((entry) => (
          <Paper component="li" key={entry.version} withBorder p="xs">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {t('editor.version', { version: entry.version })}
                  </Text>
                  {entry.isCurrent ? (
                    <Badge size="xs" variant="light">
                      {t('editor.versions.current')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.createdAt}>{moment(entry.createdAt)}</time>
                  {entry.userName ? ` · ${t('editor.versions.by', { name: entry.userName })}` : ''}
                  {` · ${entry.summary}`}
                </Text>
              </Stack>
              {entry.isCurrent ? null : (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t('editor.versions.compareLabel', { version: entry.version })}
                    onClick={() => setCompared(entry.version)}
                  >
                    {t('editor.versions.compare')}
                  </Button>
                  {canRestore ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={t('editor.versions.restoreLabel', { version: entry.version })}
                      onClick={() => onRestore(entry)}
                    >
                      {t('editor.versions.restore')}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Group>
            {compared === entry.version ? (
              <Changes target={target} version={entry.version} />
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
