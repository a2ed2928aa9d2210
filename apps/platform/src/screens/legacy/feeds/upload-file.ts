import {
  type ApiAuth,
  type ApiClient,
  ApiRequestError,
  apiPaths,
  isApiErrorBody,
  pathOf,
} from '@feedline/api-client';
import type { UploadedFile } from '@feedline/contracts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFileOptions {
  /** The screens' client: the upload goes to the same base URL as every other request. */
  api: Pick<ApiClient, 'url'>;
  /** The same credentials the client sends (the shell's session over the frame bridge). */
  auth: ApiAuth;
  siteId: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

interface SentUpload {
  status: number;
  statusText: string;
  body: unknown;
}

function send(
  url: string,
  token: string | null,
  { file, onProgress, signal }: UploadFileOptions,
): Promise<SentUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('content-type', 'application/octet-stream');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText === '' ? undefined : JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, statusText: request.statusText, body });
    };
    request.onerror = () => reject(new TypeError('The upload failed (network error)'));
    request.onabort = () => reject(new UploadAbortedError('The upload was cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * Sends a feed file as the raw body of POST /sites/:siteId/uploads with XMLHttpRequest, whose
 * upload events give the progress that fetch cannot. Auth as in the API client: the bearer token,
 * and after a 401 one renewal and one more try. An error answer becomes an ApiRequestError.
 */
export async function uploadFile(options: UploadFileOptions): Promise<UploadedFile> {
  const { api, auth, siteId, file } = options;
  const url = api.url(pathOf(apiPaths.siteUploads, { siteId }), { name: file.name });
  const firstToken = await auth.accessToken();
  let answer = await send(url, firstToken, options);
  if (answer.status === 401 && firstToken !== null && (await auth.renew(firstToken))) {
    answer = await send(url, await auth.accessToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiRequestError(
      answer.status,
      isApiErrorBody(answer.body) ? answer.body : undefined,
      { method: 'POST', url },
      answer.statusText,
    );
  }
  return answer.body as UploadedFile;
}
