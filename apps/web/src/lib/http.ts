import ky, {
  type AfterResponseHook,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type HTTPError,
} from 'ky';
import { getConfig } from '../config/config';
import { isApiRequestError, toApiRequestError } from './api-error';
import { refreshTokens } from './auth/session';
import { TokenRefreshError } from './auth/token-refresher';
import { readAccessToken } from './auth/token-store';
import { shouldAttachBearer } from './bearer';
import { toCamelKeys, toKebabKeys } from './case-conversion';
import { forbiddenRedirect } from './forbidden-redirect';
import { leaveTo, navigateTo, readCurrentHref } from './navigation';

export const CONVERT_CASE_HEADER = 'X-Convert-Case';
const TOKEN_REFRESHED = 'TOKEN_REFRESHED';

export interface HttpClientDeps {
  /** Origin that relative URLs and the bearer exemption are resolved against. */
  origin: () => string;
  getAccessToken: () => string | null;
  /** Renews the tokens; resolves false when that is impossible. */
  refresh: (usedToken: string | null) => Promise<boolean>;
  /** Called when a 401 could not be cured by a refresh; the request fails with TokenRefreshError. */
  onRefreshFailed: () => void;
  /** Called for every 403 answer with the key of its body (spec §8 catalogue). */
  onForbidden?: (key: string | undefined) => void;
  /** Called for every HTTP error before it is passed on to the caller. */
  onError?: (error: HTTPError) => void;
}

function wantsCaseConversion(headers: HeadersInit | undefined): boolean {
  return new Headers(headers).get(CONVERT_CASE_HEADER)?.toLowerCase() === 'true';
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function createBearerHook(deps: HttpClientDeps): BeforeRequestHook {
  return (request) => {
    if (!shouldAttachBearer(request.url, deps.origin())) return;
    const token = deps.getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
  };
}

/** camelCase → kebab-case request keys; the marker header never leaves the browser. */
const convertRequestCase: BeforeRequestHook = async (request) => {
  if (!request.headers.has(CONVERT_CASE_HEADER)) return;
  const convert = wantsCaseConversion(request.headers);
  const headers = new Headers(request.headers);
  headers.delete(CONVERT_CASE_HEADER);
  if (!convert || !request.body || !isJson(request.headers.get('Content-Type'))) {
    return new Request(request, { headers });
  }
  const text = await request.clone().text();
  const body = text === '' ? text : JSON.stringify(toKebabKeys(JSON.parse(text)));
  return new Request(request, { headers, body });
};

/** kebab-case → camelCase response keys, decided by the header the caller set. */
const convertResponseCase: AfterResponseHook = async (_request, options, response) => {
  if (!wantsCaseConversion(options.headers) || !isJson(response.headers.get('Content-Type'))) {
    return;
  }
  const text = await response.text();
  if (text === '') return;
  const body = JSON.stringify(toCamelKeys(JSON.parse(text)));
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

function createRefreshHook(deps: HttpClientDeps): AfterResponseHook {
  return async (request, _options, response, state) => {
    if (response.status !== 401 || state.retryCount > 0) return;
    const usedToken = bearerOf(request);
    if (usedToken === null) return;
    if (await deps.refresh(usedToken)) {
      // The bearer hook runs again for the retry and picks up the new token.
      return ky.retry({ code: TOKEN_REFRESHED, delay: 0 });
    }
    deps.onRefreshFailed();
    throw new TokenRefreshError();
  };
}

const typedErrors: BeforeErrorHook = (error) => toApiRequestError(error);

/** Every API call's 403 goes through here (retail, content-portal, unauthorized, unverified). */
function createForbiddenHook(deps: HttpClientDeps): BeforeErrorHook {
  return (error) => {
    if (isApiRequestError(error) && error.status === 403) deps.onForbidden?.(error.key);
    return error;
  };
}

/** Other request errors are logged and passed on (spec §8). */
function createLogHook(deps: HttpClientDeps): BeforeErrorHook {
  return (error) => {
    deps.onError?.(error);
    return error;
  };
}

/** Builds a ky instance with the shell's request layer (spec §7, §8). */
export function createHttpClient(deps: HttpClientDeps) {
  return ky.create({
    // One retry, used only for the retry after a token refresh (a forced retry): status codes,
    // network failures and a failed refresh are not repeated here (TanStack Query decides).
    retry: { limit: 1, statusCodes: [], shouldRetry: () => false },
    hooks: {
      beforeRequest: [createBearerHook(deps), convertRequestCase],
      afterResponse: [createRefreshHook(deps), convertResponseCase],
      beforeError: [typedErrors, createForbiddenHook(deps), createLogHook(deps)],
    },
  });
}

export function logoutWithReturn(currentUrl: string = readCurrentHref()): void {
  navigateTo(`/logout?redirectUrl=${encodeURIComponent(currentUrl)}`);
}

/** Follows the spec's 403 keys: another product, /unauthorized or /unverified. */
export function handleForbidden(key: string | undefined): void {
  const target = forbiddenRedirect(key, getConfig().links);
  if (target?.kind === 'external') leaveTo(target.url);
  else if (target?.kind === 'internal') navigateTo(target.path);
}

function logRequestError(error: HTTPError): void {
  const { method, url } = error.request;
  console.warn(`Request failed: ${method} ${url} → ${error.response.status}`);
}

export const http = createHttpClient({
  origin: () => window.location.origin,
  getAccessToken: readAccessToken,
  refresh: refreshTokens,
  onRefreshFailed: () => logoutWithReturn(),
  onForbidden: handleForbidden,
  onError: logRequestError,
});

/** Absolute URL of an API path (`/accounts/1` → `http://host/api/accounts/1`). */
export function apiUrl(path: string): string {
  return new URL(`${getConfig().api.replace(/\/$/, '')}${path}`, window.location.origin).href;
}

export interface GetJsonOptions {
  signal?: AbortSignal | undefined;
  searchParams?: Record<string, string | number | boolean> | undefined;
}

/**
 * GET an API path. The answer's shape is the contract type: the API validates every response
 * against the same contract schema before sending it (docs/adr/0006), so the shell does not ship
 * a schema library to check it again.
 */
export async function getJson<T>(
  path: string,
  { signal, searchParams }: GetJsonOptions = {},
): Promise<T> {
  return http.get(apiUrl(path), { signal, searchParams }).json<T>();
}
