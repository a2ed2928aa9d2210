import { toCamelKeys, toKebabKeys } from './case-conversion';
import { type ApiRequestError, TokenRefreshError, toApiRequestError } from './errors';

/**
 * Where a client gets its bearer token: the shell's token store and refresher, or an embedded
 * screen's session from the shell (frame bridge). The client itself holds no token.
 */
export interface ApiAuth {
  /** The token for the next request; null sends none. May wait (a frame asks the shell). */
  accessToken(): string | null | Promise<string | null>;
  /**
   * Called once per request after a 401 to the token `usedToken`: renews the session and resolves
   * true when a retry is worthwhile (the retry asks `accessToken()` again), false when it is over.
   */
  renew(usedToken: string | null): Promise<boolean>;
  /** Called when `renew` resolved false; the request then fails with TokenRefreshError. */
  onRenewFailed?(): void;
}

export interface ApiClientOptions {
  /** Base URL of the API (`https://app.example.com/api`, or `/api` against `origin`), or where to read it. */
  baseUrl: string | (() => string);
  auth: ApiAuth;
  /** Origin that relative URLs resolve against; the page's origin by default. */
  origin?: () => string;
  /** Whether a request to this absolute URL carries the bearer token (all of them by default). */
  attachBearer?: (url: string) => boolean;
  /** Every 403 answer, with the key of its body (spec §8), before the caller sees the error. */
  onForbidden?: (key: string | undefined) => void;
  /** Every error answer, before the caller sees it. */
  onError?: (error: ApiRequestError) => void;
  fetch?: typeof fetch;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  searchParams?: SearchParams | undefined;
  /** The service speaks kebab-case JSON: camelCase keys go out as kebab-case and come back (spec §7). */
  convertCase?: boolean | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP client for the shell and the embedded screens; answers are the contract types. */
export interface ApiClient {
  /** Absolute URL of an API path (`/accounts/1`); an absolute URL is returned as is. */
  url(path: string, searchParams?: SearchParams): string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * GET whose answer is read as it arrives (a download): the response of a 2xx, its body not yet
   * read; an error answer throws ApiRequestError as the other methods do.
   */
  open(path: string, options?: RequestOptions): Promise<Response>;
}

const defaultOrigin = () => globalThis.location.origin;

function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/**
 * Calls the API with the session's bearer token. A 401 asks the auth for a renewal once and repeats
 * the call with the new token; error answers become ApiRequestError with the body's code and key.
 * Network failures and other statuses are not repeated here (TanStack Query decides).
 */
export function createApiClient({
  baseUrl,
  auth,
  origin = defaultOrigin,
  attachBearer = () => true,
  onForbidden,
  onError,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = () => (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '');

  function url(path: string, searchParams?: SearchParams): string {
    const target = new URL(/^https?:\/\//i.test(path) ? path : `${base()}${path}`, origin());
    for (const [name, value] of Object.entries(searchParams ?? {})) {
      if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
    }
    return target.href;
  }

  /** The answer of a call, once it is a 2xx (after one renewal of the token on a 401). */
  async function respond(
    method: HttpMethod,
    path: string,
    body: unknown,
    { signal, searchParams, convertCase = false }: RequestOptions,
    accept = 'application/json',
  ): Promise<Response> {
    const target = url(path, searchParams);
    const bearer = attachBearer(target);
    const send = async () => {
      const token = bearer ? await auth.accessToken() : null;
      const headers: Record<string, string> = { accept };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const payload = convertCase ? toKebabKeys(body) : body;
      const response = await doFetch(target, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(payload) }),
        ...(signal ? { signal } : {}),
      });
      return { response, token };
    };

    const first = await send();
    let response = first.response;
    if (response.status === 401 && first.token !== null) {
      if (!(await auth.renew(first.token))) {
        auth.onRenewFailed?.();
        throw new TokenRefreshError();
      }
      ({ response } = await send());
    }
    if (!response.ok) {
      const error = await toApiRequestError(response, { method, url: target });
      if (error.status === 403) onForbidden?.(error.key);
      onError?.(error);
      throw error;
    }
    return response;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await respond(method, path, body, options);
    const convertCase = options.convertCase ?? false;
    const text = await response.text();
    if (text === '') return undefined as T;
    if (!isJson(response.headers.get('content-type'))) return text as T;
    const json: unknown = JSON.parse(text);
    return (convertCase ? toCamelKeys(json) : json) as T;
  }

  return {
    url,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    open: (path, options = {}) => respond('GET', path, undefined, options, '*/*'),
  };
}
