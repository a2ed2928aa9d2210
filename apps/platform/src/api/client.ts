import type { ShellBridge } from '../bridge/shell-bridge';

/** An answer of the API other than 2xx; `key` is the spec's 403 key when the body has one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

export interface ApiClient {
  get<T>(path: string, init?: { signal?: AbortSignal }): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
}

export interface ApiClientOptions {
  /** Base URL of the API, without a trailing slash. */
  baseUrl: string;
  bridge: Pick<ShellBridge, 'requestSession'>;
  fetch?: typeof fetch;
}

async function errorOf(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let key: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; key?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.key === 'string') key = body.key;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(response.status, message, key);
}

/**
 * Calls the API with the session's bearer token. A 401 means the token expired: the client asks
 * the shell for a renewed session once and repeats the call.
 */
export function createApiClient({
  baseUrl,
  bridge,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function call<T>(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ) {
    const send = async (renew: boolean) => {
      const session = await bridge.requestSession({ renew });
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    };
    let response = await send(false);
    if (response.status === 401) response = await send(true);
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  }

  return {
    get: (path, init) => call('GET', path, undefined, init?.signal),
    put: (path, body) => call('PUT', path, body),
  };
}
