// Types only: nothing of the first script is in the app's code, nor the other way round.
import type { FirstRequestScope } from '../app/first-script/first-requests';
import { readItem, removeItem, STORAGE_NAMESPACE, writeItem } from './storage';

/**
 * What a page's first screen asked the API for, per path, so that the next opening of that path
 * asks for it again at once (`app/first-requests.ts`, the page's first script) instead of after
 * the app's code has run (docs/adr/0028). Only addresses are kept: no answer, no token.
 */
export const FIRST_REQUESTS_KEY = `${STORAGE_NAMESPACE}.first-requests`;
/** Requests kept per path, and paths kept (the most recent). */
export const MAX_FIRST_REQUESTS = 12;
export const MAX_FIRST_REQUEST_PATHS = 20;
/** An answer asked for at the page's start and not taken by then is not taken at all. */
export const FIRST_REQUEST_MAX_AGE_MS = 15_000;

const scope = globalThis as FirstRequestScope;

let recording: Set<string> | null = null;

/** Records the GET requests of the first screen from now until `rememberFirstRequests`. */
export function recordFirstRequests(): void {
  recording = new Set();
}

/**
 * The first screen of `pathname` has rendered: what it asked for is kept for the next opening of
 * that path (the most recent paths first), and recording stops.
 */
export function rememberFirstRequests(pathname: string): void {
  const urls = recording ? [...recording].slice(0, MAX_FIRST_REQUESTS) : [];
  recording = null;
  if (urls.length === 0) return;
  const kept = readLearned();
  delete kept[pathname];
  const entries = [[pathname, urls] as const, ...Object.entries(kept)];
  writeItem(
    FIRST_REQUESTS_KEY,
    JSON.stringify(Object.fromEntries(entries.slice(0, MAX_FIRST_REQUEST_PATHS))),
  );
}

/** Signing out forgets which pages were opened. */
export function forgetFirstRequests(): void {
  removeItem(FIRST_REQUESTS_KEY);
  scope.__feedlineFirstRequests = undefined;
}

function readLearned(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readItem(FIRST_REQUESTS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The answer the page's first script asked for, for this address and token, if it is fresh. */
function takeFirstRequest(url: string, token: string): Promise<Response> | undefined {
  const waiting = scope.__feedlineFirstRequests;
  if (!waiting) return undefined;
  const index = waiting.findIndex((request) => request.url === url && request.token === token);
  if (index < 0) return undefined;
  const [request] = waiting.splice(index, 1);
  if (!request || performance.now() - request.startedAt > FIRST_REQUEST_MAX_AGE_MS)
    return undefined;
  return request.response;
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/**
 * The API client's fetch: a GET the page's first script already asked for takes that answer (a
 * 2xx; anything else is asked again, so that the client's own handling of 401 and errors runs on
 * a request of its own); while the first screen is recorded, its GETs are noted.
 */
export function withFirstRequests(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    // Once the first screen is recorded and its answers taken, every request goes straight on.
    const isWatching = recording !== null || Boolean(scope.__feedlineFirstRequests?.length);
    if (!isWatching || (init?.method ?? 'GET').toUpperCase() !== 'GET') {
      return fetchImpl(input, init);
    }
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bearer = headerOf(init, 'authorization')?.replace(/^Bearer /, '');
    if (!bearer) return fetchImpl(input, init);
    recording?.add(url);
    const early = takeFirstRequest(url, bearer);
    if (early) {
      const response = await early.catch(() => undefined);
      if (response?.ok) return response;
    }
    return fetchImpl(input, init);
  };
}
