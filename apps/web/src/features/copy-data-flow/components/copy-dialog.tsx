import { ActionIcon, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiRequestError } from '@feedline/api-client';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchChannels,
  useCopyDryRunMutation,
  useCopyMutation,
  useUndoCopyMutation,
  type CopiedEntry,
  type CopyPlanEntry,
} from '../api/copy-queries';
import {
  canAddTarget,
  copyFormProblems,
  copyFormReducer,
  hasProblems,
  initialCopyForm,
  isSourceClassificationShown,
  isTargetClassificationShown,
  targetTitle,
  toCopyRequest,
  type CopyRequest,
  type CopyToastKey,
  type Side,
} from '../model/copy-form';
import { choiceText } from '../model/picker';
import { registerCopyDataFlowTranslations } from '../translations';
import { CopyConfirmation } from './copy-confirmation';
import { CopyResults } from './copy-results';
import { CopySide } from './copy-side';

registerCopyDataFlowTranslations();

export interface CopyDataFlowDialogProps {
  /** The site whose data-flow page opened the dialog (the legacy service's siteId). */
  siteId: number;
  accountId: number;
  /** The page's site and channel, the source to start from. */
  source: Partial<Side>;
  hasSubChannelPermission: boolean;
  onClose: () => void;
}

const showError = (message: string) => notifications.show({ color: 'red', message });

const isForbidden = (error: unknown) => isApiRequestError(error) && error.status === 403;

const TOAST_TEXT = {
  'copy-data-flow.same-main-channel': 'same-main-channel',
  'copy-data-flow.target-classification-required': 'target-classification-required',
  'copy-data-flow.same-sub-channel': 'same-sub-channel',
} as const satisfies Record<CopyToastKey, string>;

/** Whether a site has channels at all (a site without any cannot take part, spec §5). */
function useHasChannels(siteId: number | undefined) {
  const answer = useQuery({
    queryKey: ['copy-data-flow', 'channels', siteId ?? 0, 'any'],
    queryFn: ({ signal }) => fetchChannels(siteId!)('', 1, signal),
    enabled: siteId !== undefined,
  });
  return answer.data ? answer.data.data.length > 0 : true;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'confirm'; request: CopyRequest; plan: CopyPlanEntry[] }
  | { kind: 'results'; copyId: number; targets: CopiedEntry[] };

/** The copy data flow dialog (spec §2.13, §4, §5): form, dry-run confirmation, results. */
export function CopyDataFlowDialog({
  siteId,
  accountId,
  source,
  hasSubChannelPermission,
  onClose,
}: CopyDataFlowDialogProps) {
  const { t } = useTranslation('copy-data-flow');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const rules = { hasSubChannelPermission };
  const [form, dispatch] = useReducer(copyFormReducer, source, initialCopyForm);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const dryRun = useCopyDryRunMutation(siteId);
  const copy = useCopyMutation(siteId);
  const undo = useUndoCopyMutation(siteId);
  const available = {
    sourceHasChannels: useHasChannels(form.source.site?.id),
    targetHasChannels: useHasChannels(form.target.site?.id),
  };
  const problems = form.isSubmitted
    ? copyFormProblems(form, rules, available)
    : { fields: {}, toast: null };
  const sideHints = (side: 'source' | 'target') => ({
    site: problems.fields[`${side}.site`],
    channel: problems.fields[`${side}.channel`],
    classification: problems.fields[`${side}.classification`],
  });

  const openDataFlow = (targetSiteId: number) => {
    onClose();
    void navigate({ to: '/data-flow/site/$siteId', params: { siteId: targetSiteId } });
  };

  const handleCopy = () => {
    dispatch({ type: 'submit' });
    const found = copyFormProblems(form, rules, available);
    // The spec's keys (copy-data-flow.same-main-channel …) are this namespace's keys.
    if (found.toast) showError(t(TOAST_TEXT[found.toast]));
    if (hasProblems(found)) return;
    const request = toCopyRequest(form, siteId, rules);
    dryRun.mutate(request, {
      onSuccess: ({ targets }) => setStage({ kind: 'confirm', request, plan: targets }),
      onError: (error) => showError(isForbidden(error) ? t('forbidden') : tCommon('error.generic')),
    });
  };

  const handleConfirm = (request: CopyRequest) =>
    copy.mutate(request, {
      onSuccess: (answer) => {
        if (!answer.success) return showError(tCommon('error.generic'));
        const [only, ...others] = answer.targets;
        if (only && others.length === 0) {
          notifications.show({ color: 'green', message: t('copied', { name: only.channelName }) });
          return openDataFlow(only.siteId);
        }
        setStage({ kind: 'results', copyId: answer.copyId, targets: answer.targets });
      },
      onError: (error) => showError(isForbidden(error) ? t('forbidden') : tCommon('error.generic')),
    });

  const handleUndo = (copyId: number) =>
    undo.mutate(
      { copyId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('results.undone') });
          onClose();
        },
        onError: () => showError(t('results.undoFailed')),
      },
    );

  const sourceName = form.source.channel ? choiceText(form.source.channel) : '';
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={stage.kind === 'results' ? t('results.title') : t('title')}
    >
      {stage.kind === 'confirm' ? (
        <CopyConfirmation
          source={sourceName}
          plan={stage.plan}
          isCopying={copy.isPending}
          onConfirm={() => handleConfirm(stage.request)}
          onCancel={() => setStage({ kind: 'form' })}
        />
      ) : stage.kind === 'results' ? (
        <CopyResults
          targets={stage.targets}
          isUndoing={undo.isPending}
          onOpen={openDataFlow}
          onUndo={() => handleUndo(stage.copyId)}
          onClose={onClose}
        />
      ) : (
        <Stack gap="md">
          <CopySide
            side="source"
            value={form.source}
            accountId={accountId}
            isClassificationShown={isSourceClassificationShown(form, rules)}
            hints={sideHints('source')}
            dispatch={dispatch}
          />
          <CopySide
            side="target"
            value={form.target}
            accountId={accountId}
            isClassificationShown={isTargetClassificationShown(form, rules)}
            hints={sideHints('target')}
            dispatch={dispatch}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAddTarget(form)}
            onClick={() => dispatch({ type: 'add-target' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('addChannel')}
          </Button>
          {form.targets.length > 0 ? (
            <Stack gap={4} component="section" aria-label={t('targets')}>
              <Text fw={600} size="sm">
                {t('targets')}
              </Text>
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {form.targets.map((entry) => (
                  <Group component="li" key={entry.channel.id} gap="xs">
                    <Text size="sm">{targetTitle(entry)}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('remove', { title: targetTitle(entry) })}
                      onClick={() =>
                        dispatch({ type: 'remove-target', channelId: entry.channel.id })
                      }
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </Stack>
          ) : null}
          <Switch
            label={t('duplicateChannel')}
            description={t('duplicateHint')}
            checked={form.duplicateChannel}
            onChange={(event) =>
              dispatch({ type: 'duplicate-channel', value: event.currentTarget.checked })
            }
          />
          <Switch
            label={t('copyUnconnected')}
            checked={form.copyUnconnectedColumns}
            onChange={(event) =>
              dispatch({ type: 'copy-unconnected-columns', value: event.currentTarget.checked })
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button onClick={handleCopy} loading={dryRun.isPending}>
              {t('copy')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
