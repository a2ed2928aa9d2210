import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import {
  useCancelRunMutation,
  useStartExportMutation,
  useStartImportMutation,
} from '../api/feed-run-mutations';
import { feedErrorText } from './feed-errors';

/** Starting and cancelling runs, each telling the shell how it went (a toast). */
export function useRunActions(siteId: number) {
  const { t } = useTranslation('legacy');
  const bridge = useBridge();
  const startImport = useStartImportMutation();
  const startExport = useStartExportMutation();
  const cancel = useCancelRunMutation();
  const fail = (error: unknown) => bridge.notify('error', feedErrorText(error, t));

  return {
    isImporting: startImport.isPending,
    isExporting: startExport.isPending,
    isCancelling: cancel.isPending,
    importNow: () =>
      startImport.mutate(
        { siteId },
        { onSuccess: () => bridge.notify('success', t('feeds.run.importQueued')), onError: fail },
      ),
    exportNow: (channel?: { id: number; name: string }) =>
      startExport.mutate(channel ? { siteId, channelId: channel.id } : { siteId }, {
        onSuccess: () =>
          bridge.notify(
            'success',
            channel
              ? t('feeds.run.exportQueued', { name: channel.name })
              : t('feeds.run.exportAllQueued'),
          ),
        onError: fail,
      }),
    cancelRun: (runId: number) =>
      cancel.mutate(
        { siteId, runId },
        { onSuccess: () => bridge.notify('info', t('feeds.run.cancelRequested')), onError: fail },
      ),
  };
}
