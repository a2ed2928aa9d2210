import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ApiError } from '../api/client';
import type { ApiClient } from '../api/client';
import { PlatformProvider } from '../app/platform-context';
import { cssVariablesResolver, theme } from '../app/theme';
import type { DialogRequest, DialogResult, ShellBridge } from '../bridge/shell-bridge';

/** An answer for a path: a value, an ApiError to throw, or a function of the PUT body. */
export type FakeAnswer = unknown;

/**
 * An API whose answers are keyed by path with query (`/sites/1/items?stage=import&offset=0`) or by
 * path alone. Unknown paths fail with 404, like the server.
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  const calls: { method: 'GET' | 'PUT'; path: string; body?: unknown }[] = [];
  const answer = (path: string, body?: unknown): unknown => {
    const key = path in answers ? path : path.split('?')[0]!;
    if (!(key in answers)) throw new ApiError(404, `No fake answer for ${path}`);
    const value = answers[key];
    if (value instanceof ApiError) throw value;
    return typeof value === 'function' ? (value as (body: unknown) => unknown)(body) : value;
  };
  const api: ApiClient = {
    get: <T,>(path: string) => {
      calls.push({ method: 'GET', path });
      return Promise.resolve().then(() => answer(path) as T);
    },
    put: <T,>(path: string, body: unknown) => {
      calls.push({ method: 'PUT', path, body });
      return Promise.resolve().then(() => answer(path, body) as T);
    },
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
    notify: vi.fn(),
    navigate: vi.fn(),
    dialog: vi.fn(async (request: DialogRequest) => {
      dialogs.push(request);
      return dialogAnswer;
    }),
    sharedSettings: vi.fn(),
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
