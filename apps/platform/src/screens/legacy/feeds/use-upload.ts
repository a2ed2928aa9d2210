import type { UploadedFile } from '@feedline/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useBridge } from '../../../app/platform-context';
import { bridgeAuth } from '../../../bridge/bridge-auth';
import { type UploadProgress, UploadAbortedError, uploadFile } from './upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: UploadProgress }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; file: UploadedFile };

/** One file upload at a time with its progress; a new one (or leaving) cancels the previous. */
export function useUpload(siteId: number) {
  const api = useApi();
  const bridge = useBridge();
  const auth = useMemo(() => bridgeAuth(bridge), [bridge]);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({
        status: 'uploading',
        fileName: file.name,
        progress: { loaded: 0, total: file.size },
      });
      try {
        const uploaded = await uploadFile({
          api,
          auth,
          siteId,
          file,
          signal: current.signal,
          onProgress: (progress) =>
            setState({ status: 'uploading', fileName: file.name, progress }),
        });
        setState({ status: 'done', file: uploaded });
        return uploaded;
      } catch (error) {
        setState(
          error instanceof UploadAbortedError ? { status: 'idle' } : { status: 'failed', error },
        );
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [api, auth, siteId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
