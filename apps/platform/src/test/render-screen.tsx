import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  ApiRequestError,
  type ApiClient,
  type RequestOptions,
  type SearchParams,
} from '@feedline/api-client';
import { PlatformProvider } from '../app/platform-context';
import { cssVariablesResolver, theme } from '../app/theme';
import type { DialogRequest, DialogResult, ShellBridge } from '../bridge/shell-bridge';

/** An error answer of the API, as the client raises it. */
export function apiError(
  status: number,
  key?: string,
  message = `HTTP ${status}`,
): ApiRequestError {
  return new ApiRequestError(status, {
    statusCode: status,
    code: status === 404 ? 'not-found' : 'forbidden',
    message,
    ...(key ? { key } : {}),
  });
}

/** An answer for a path: a value, an ApiRequestError to throw, or a function of the body. */
export type FakeAnswer = unknown;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function withSearch(path: string, searchParams: SearchParams | undefined): string {
  const entries = Object.entries(searchParams ?? {}).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null,
  );
  if (entries.length === 0) return path;
  const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * An API whose answers are keyed by path with query (`/sites/1/items?stage=import&offset=0`) or by
 * path alone. Unknown paths fail with 404, like the server.
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  const calls: { method: Method; path: string; body?: unknown }[] = [];
  const answer = (path: string, body?: unknown): unknown => {
    const key = path in answers ? path : path.split('?')[0]!;
    if (!(key in answers)) throw apiError(404);
    const value = answers[key];
    if (value instanceof ApiRequestError) throw value;
    return typeof value === 'function' ? (value as (body: unknown) => unknown)(body) : value;
  };
  const call =
    (method: Method) =>
    <T,>(path: string, body: unknown, options?: RequestOptions): Promise<T> => {
      const full = withSearch(path, options?.searchParams);
      calls.push(body === undefined ? { method, path: full } : { method, path: full, body });
      return Promise.resolve().then(() => answer(full, body) as T);
    };
  const api: ApiClient = {
    url: (path, searchParams) => withSearch(path, searchParams),
    get: (path, options) => call('GET')(path, undefined, options),
    post: (path, body, options) => call('POST')(path, body, options),
    put: (path, body, options) => call('PUT')(path, body, options),
    patch: (path, body, options) => call('PATCH')(path, body, options),
    delete: (path, options) => call('DELETE')(path, undefined, options),
    // A download: the answer is the file (a Response as it is, anything else as its text).
    open: (path, options) =>
      call('GET')<unknown>(path, undefined, options).then((value) =>
        value instanceof Response ? value : new Response(String(value)),
      ),
  };
  return { api, calls };
}

/** A bridge that records what the screen tells the shell; dialogs answer with `dialogAnswer`. */
export function fakeBridge(dialogAnswer: DialogResult = { confirmed: true }) {
  const dialogs: DialogRequest[] = [];
  const bridge: ShellBridge = {
    isEmbedded: true,
    session: () => ({ accessToken: 'token', locale: 'en' }),
    requestSession: vi.fn(async () => ({ accessToken: 'token', locale: 'en' })),
    onSession: () => () => {},
    layout: () => null,
    onLayout: () => () => {},
    ready: vi.fn(),
    onContent: (listener) => {
      listener();
      return () => {};
    },
    notify: vi.fn(),
    navigate: vi.fn(),
    replaceLocation: vi.fn(),
    onLocation: () => () => {},
    onOpen: () => () => {},
    dialog: vi.fn(async (request: DialogRequest) => {
      dialogs.push(request);
      return dialogAnswer;
    }),
    sharedSettings: vi.fn(),
    unsavedChanges: vi.fn(),
    invoices: vi.fn(),
    post: vi.fn(() => true),
    dispose: vi.fn(),
  };
  return { bridge, dialogs };
}

export function renderScreen(
  ui: ReactElement,
  { api, bridge = fakeBridge().bridge }: { api: ApiClient; bridge?: ShellBridge },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <PlatformProvider value={{ bridge, api }}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </PlatformProvider>
    </MantineProvider>,
  );
  return { ...view, user, bridge, queryClient };
}
