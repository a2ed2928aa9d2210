import { apiPaths, pathOf } from '@feedline/api-client';
import { useRef, useState } from 'react';
import { useApi } from '../../../app/platform-context';
import { toQueryString } from '../model/data-view-selection';
import type { ItemsScope } from '../model/items-scope';
import { scopeEntries } from './items-page-query';

export type DownloadFormat = 'csv' | 'xlsx';

export type DownloadState =
  | { status: 'idle' }
  | {
      status: 'running';
      format: DownloadFormat;
      /** Items in the file (from the answer's X-Total-Count); null until it answered. */
      total: number | null;
      /** Items received so far (CSV: lines), or null when the format does not tell (XLSX). */
      items: number | null;
      bytes: number;
    }
  | { status: 'done'; fileName: string; total: number }
  | { status: 'failed'; error: unknown };

/** The API path of the whole view as a file, in the grid's columns. */
export function itemsDownloadPath(
  scope: ItemsScope,
  format: DownloadFormat,
  columns: readonly string[],
) {
  const query: [string, string][] = [
    ...scopeEntries(scope),
    ['format', format],
    ...columns.map((column): [string, string] => ['columns', column]),
  ];
  return `${pathOf(apiPaths.siteItemsDownload, { siteId: scope.siteId })}?${toQueryString(query)}`;
}

const fileNameOf = (disposition: string | null, format: DownloadFormat) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `items.${format}`;

/** Hands a file to the browser's downloads. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const NEWLINE = 10;

/**
 * Downloads the data view's current view (every item of it, not only the rows on screen) with
 * progress: the file is read as it streams, a CSV's lines counted against the item total, and
 * saved once complete. Cancel stops the request.
 */
export function useItemsDownload(scope: ItemsScope) {
  const api = useApi();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async (format: DownloadFormat, columns: readonly string[]) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({
      status: 'running',
      format,
      total: null,
      items: format === 'csv' ? 0 : null,
      bytes: 0,
    });
    try {
      const response = await api.open(itemsDownloadPath(scope, format, columns), {
        signal: controller.signal,
      });
      const total = Number(response.headers.get('x-total-count') ?? '0');
      const fileName = fileNameOf(response.headers.get('content-disposition'), format);
      const pieces: Uint8Array[] = [];
      let bytes = 0;
      let lines = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pieces.push(value);
        bytes += value.byteLength;
        if (format === 'csv') for (const byte of value) if (byte === NEWLINE) lines += 1;
        setState({
          status: 'running',
          format,
          total,
          // The header is a line too.
          items: format === 'csv' ? Math.min(total, Math.max(0, lines - 1)) : null,
          bytes,
        });
      }
      saveFile(
        new Blob(pieces as BlobPart[], { type: response.headers.get('content-type') ?? '' }),
        fileName,
      );
      setState({ status: 'done', fileName, total });
    } catch (error) {
      if (controller.signal.aborted) setState({ status: 'idle' });
      else setState({ status: 'failed', error });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setState({ status: 'idle' });
  };

  return { state, start, cancel, dismiss: () => setState({ status: 'idle' }) };
}
