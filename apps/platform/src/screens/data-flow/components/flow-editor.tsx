import type { ChannelFlow, FlowVersion } from '@feedline/contracts';
import { flowProblems, type FlowColumn } from '@feedline/data-flow';
import { isApiRequestError } from '@feedline/api-client';
import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import {
  type FlowTargetVariables,
  useRestoreFlowVersionMutation,
  useSaveChannelFlowMutation,
} from '../api/channel-flow-queries';
import { applyEdit, freeColumnName, isChanged, type FlowEdit } from '../model/flow-editing';
import { ColumnEditor } from './column-editor';
import { FlowPreview } from './flow-preview';
import { FlowTargetPicker } from './flow-target-picker';
import { FlowVersions } from './flow-versions';

/** Keeps the browser from closing the page over unsaved changes. */
function useLeaveGuard(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [isDirty]);
}

export interface FlowEditorProps {
  target: FlowTargetVariables;
  flow: ChannelFlow;
  onReload: () => void;
}

/**
 * The data-flow editor (spec §2.12): the columns of one channel's (or sub-channel's) flow, edited
 * with a live preview, saved as a new version over the version it was loaded at. Keyed by that
 * version, it starts afresh when a save, a restore or a reload brings a newer one.
 */
export function FlowEditor({ target, flow, onReload }: FlowEditorProps) {
  const { t } = useTranslation('data-flow');
  const bridge = useBridge();
  const [edited, setEdited] = useState<FlowColumn[]>(flow.columns);
  const [isStale, setIsStale] = useState(false);
  const save = useSaveChannelFlowMutation(target);
  const restore = useRestoreFlowVersionMutation(target);
  const isReadOnly = !flow.canWrite;

  const fields = useMemo(() => (flow.fields.length ? new Set(flow.fields) : undefined), [flow]);
  const problems = useMemo(() => flowProblems(edited, fields), [edited, fields]);
  const isDirty = isChanged(flow.columns, edited);
  useLeaveGuard(isDirty);
  // The shell asks before leaving the page while there are unsaved changes.
  useEffect(() => bridge.unsavedChanges(isDirty), [bridge, isDirty]);
  useEffect(() => () => bridge.unsavedChanges(false), [bridge]);
  const edit = (change: FlowEdit) => setEdited((columns) => applyEdit(columns, change));

  // Awaited rather than per-call callbacks: the saved version remounts this editor (its key).
  const handleSave = async () => {
    try {
      const saved = await save.mutateAsync({ expectedVersion: flow.version, columns: edited });
      bridge.notify('success', t('editor.saved', { version: saved.version }));
    } catch (error) {
      const key = isApiRequestError(error) ? error.key : undefined;
      if (key === 'data-flow-stale') setIsStale(true);
      else if (isApiRequestError(error) && error.status === 400) {
        bridge.notify('warning', t('editor.invalid'));
      } else bridge.notify('error', t('editor.saveFailed'));
    }
  };

  const handleRestore = async (entry: FlowVersion) => {
    if (isDirty) {
      bridge.notify('warning', t('editor.versions.restoreUnsaved'));
      return;
    }
    const answer = await bridge.dialog({
      kind: 'confirm',
      title: t('editor.versions.restoreTitle', { version: entry.version }),
      message: t('editor.versions.restoreMessage', { version: entry.version }),
    });
    if (!answer.confirmed) return;
    try {
      await restore.mutateAsync({ version: entry.version, expectedVersion: flow.version });
      bridge.notify('success', t('editor.versions.restored', { version: entry.version }));
    } catch (error) {
      if (isApiRequestError(error) && error.key === 'data-flow-stale') setIsStale(true);
      else bridge.notify('error', t('editor.saveFailed'));
    }
  };

  /** Leaving for another flow asks first when there are unsaved changes. */
  const confirmLeave = async () => {
    if (!isDirty) return true;
    const answer = await bridge.dialog({
      kind: 'confirm',
      title: t('editor.unsavedTitle'),
      message: t('editor.unsavedMessage'),
    });
    // Asked already: the shell need not ask again for the navigation that follows.
    if (answer.confirmed) bridge.unsavedChanges(false);
    return answer.confirmed;
  };

  const problemsOf = (index: number) => problems.filter((problem) => problem.column === index);
  const name = flow.classification
    ? `${flow.channel.name} / ${flow.classification.name}`
    : flow.channel.name;

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h4">
            {t('editor.title', { name })}
          </Title>
          <Text size="xs" c="dimmed">
            {flow.version === 0
              ? t('editor.neverSaved')
              : t('editor.version', { version: flow.version })}
          </Text>
        </Stack>
        {isReadOnly ? null : (
          <Button
            onClick={() => void handleSave()}
            loading={save.isPending}
            disabled={!isDirty || problems.length > 0}
          >
            {t('editor.save')}
          </Button>
        )}
      </Group>
      <FlowTargetPicker target={target} confirmLeave={confirmLeave} />
      {isReadOnly ? (
        <Alert color="gray" role="status">
          {t('editor.readOnly')}
        </Alert>
      ) : null}
      {isStale ? (
        <Alert color="orange" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('editor.stale')}</Text>
            <Button size="compact-sm" variant="light" onClick={onReload}>
              {t('editor.reload')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('editor.columnsTitle')}
            </Title>
            {edited.length === 0 ? <Text c="dimmed">{t('editor.emptyColumns')}</Text> : null}
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {edited.map((column, index) => (
                <ColumnEditor
                  key={index}
                  column={column}
                  index={index}
                  count={edited.length}
                  fields={flow.fields}
                  problems={problemsOf(index)}
                  isReadOnly={isReadOnly}
                  onEdit={edit}
                />
              ))}
            </Stack>
            {isReadOnly ? null : (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => edit({ type: 'add', name: freeColumnName(edited) })}
              >
                {t('editor.addColumn')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <FlowPreview siteId={target.siteId} columns={edited} />
            {flow.version > 0 ? (
              <FlowVersions target={target} canRestore={!isReadOnly} onRestore={handleRestore} />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
