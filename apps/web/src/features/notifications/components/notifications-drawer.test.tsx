import type { SiteLogLine, TailAck } from '@feedline/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { AppProviders } from '../../../app/providers';
import { storeTokens } from '../../../lib/auth/token-store';
import { openRealtimeSocket } from '../../../lib/socket';
import { apiPath } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { createShellStore } from '../../../app/shell-store';
import { NotificationsDrawer } from './notifications-drawer';

const realtime = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class FakeSocket {
    readonly handlers = new Map<string, Handler[]>();
    readonly requested: string[] = [];
    /** The `since` argument of each request (undefined: none). */
    readonly since: unknown[] = [];
    ack: TailAck = { ok: true, history: 0 };
    isDisconnected = false;
    /** Whether the client reconnects by itself (not after the server ended the connection). */
    active = true;
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }
    connect() {
      this.active = true;
      queueMicrotask(() => this.fire('connect'));
      return this;
    }
    disconnect() {
      this.isDisconnected = true;
      return this;
    }
    async emitWithAck(_event: string, file: string, since?: unknown) {
      this.requested.push(file);
      this.since.push(since);
      return this.ack;
    }
    fire(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    }
  }
  return { FakeSocket, sockets: [] as FakeSocket[] };
});

vi.mock('../../../lib/socket', () => ({
  openRealtimeSocket: vi.fn(async () => {
    const socket = new realtime.FakeSocket();
    realtime.sockets.push(socket);
    return socket;
  }),
}));

const line = (id: number, type: string, message: string): SiteLogLine => ({
  id,
  '@timestamp': new Date(Date.UTC(2025, 0, 1, 10, id)).toISOString(),
  type,
  message,
  microtime: Date.UTC(2025, 0, 1, 10, id) / 1000,
});

/** Sends tail events as the realtime server would, and lets the frame flush. */
async function tail(...lines: SiteLogLine[]) {
  const socket = realtime.sockets.at(-1)!;
  await act(async () => {
    for (const l of lines) socket.fire('tail', JSON.stringify(l));
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}

// jsdom lays nothing out: give the scroll area a size and rows a height, so the virtual list shows rows.
const LAYOUT = { clientHeight: 400, clientWidth: 1000, offsetHeight: 34 } as const;
const originals = Object.keys(LAYOUT).map(
  (name) =>
    [
      name,
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
        Object.getOwnPropertyDescriptor(Element.prototype, name),
    ] as const,
);
beforeAll(() => {
  for (const [name, value] of Object.entries(LAYOUT)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

let hashRequests: { convertCase: string | null }[];
let imports: number;

beforeEach(() => {
  realtime.sockets.length = 0;
  vi.mocked(openRealtimeSocket).mockClear();
  hashRequests = [];
  imports = 0;
  server.use(
    http.get(apiPath('/sites/100/secure-hash'), ({ request }) => {
      hashRequests.push({ convertCase: request.headers.get('x-convert-case') });
      return HttpResponse.json({ hash: '123-4-abc' });
    }),
    http.post(apiPath('/sites/100/import-runs'), () => {
      imports += 1;
      return HttpResponse.json(
        {
          id: 1,
          siteId: 100,
          kind: 'import',
          channelId: null,
          classificationId: null,
          status: 'queued',
          trigger: 'user',
          rowsRead: 0,
          itemsWritten: 0,
          itemsSkipped: 0,
          problemCount: 0,
          error: null,
          cancelRequested: false,
          createdAt: '2026-11-27T06:00:00.000Z',
          startedAt: null,
          finishedAt: null,
        },
        { status: 202 },
      );
    }),
  );
});

function renderDrawer(
  props: {
    siteId?: number;
    canWrite?: boolean;
    shellStore?: ReturnType<typeof createShellStore>;
  } = {},
) {
  storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders
      queryClient={queryClient}
      shellStore={props.shellStore ?? createShellStore()}
      env="test"
    >
      <NotificationsDrawer siteId={props.siteId ?? 100} canWrite={props.canWrite} />
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup() };
}

const drawer = () => document.querySelector<HTMLElement>('aside')!;
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('Live')).toBeVisible();
}

describe('NotificationsDrawer', () => {
  it('starts collapsed, without loading the realtime client', () => {
    renderDrawer();
    expect(drawer()).toHaveAttribute('data-state', 'collapsed');
    expect(drawer()).not.toBeVisible();
    expect(drawer().style.height).toBe('0px');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(openRealtimeSocket).not.toHaveBeenCalled();
  });

  it('follows the requests of an embedded page: open, toggle, collapse (spec §4)', async () => {
    const shellStore = createShellStore();
    renderDrawer({ shellStore });
    act(() => shellStore.requestDrawer({ collapsed: false }));
    await waitFor(() => expect(drawer()).toHaveAttribute('data-state', 'open'));
    act(() => shellStore.requestDrawer({ toggle: true }));
    await waitFor(() => expect(drawer()).toHaveAttribute('data-state', 'collapsed'));
    act(() => shellStore.requestDrawer({ toggle: true }));
    await waitFor(() => expect(drawer()).toHaveAttribute('data-state', 'open'));
    act(() => shellStore.requestDrawer({ collapsed: true }));
    await waitFor(() => expect(drawer()).toHaveAttribute('data-state', 'collapsed'));
  });

  it('does not replay a request made before it mounted', () => {
    const shellStore = createShellStore();
    shellStore.requestDrawer({ collapsed: false });
    renderDrawer({ shellStore });
    expect(drawer()).toHaveAttribute('data-state', 'collapsed');
  });

  it('opens a third high and tails {siteId}_{hash}.log with the secure hash', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    expect(drawer()).toHaveAttribute('data-state', 'open');
    expect(drawer().style.height).toMatch(/^calc\((100dvh \/ 3|33\.333\d*dvh)\)$/);
    expect(openRealtimeSocket).toHaveBeenCalledTimes(1);
    expect(realtime.sockets[0]!.requested).toEqual(['100_123-4-abc.log']);
    // Legacy site service call: asked with X-Convert-Case, which never leaves the browser.
    expect(hashRequests).toEqual([{ convertCase: null }]);
    expect(screen.getByText('No notifications yet.')).toBeVisible();
  });

  it('shows time, type label and sanitised message, newest first, and appends live lines on top', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    await tail(
      line(1, 'info', 'Import of <b>products.csv</b> started'),
      line(2, 'success', 'Import finished'),
      line(3, 'warning', '3 items have no <i>gtin</i>'),
      line(
        4,
        'error',
        'Export failed<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">',
      ),
      line(5, 'debug', 'Something else'),
    );
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Info',
      'Error',
      'Warning',
      'Success',
      'Info',
    ]);
    expect(rows()[0]).toHaveTextContent('Something else');
    expect(rows()[1]!.innerHTML).not.toMatch(/script|onerror|<img/);
    expect(within(rows()[2]!).getByText('gtin').tagName).toBe('I');
    expect(within(rows()[4]!).getByText('products.csv').tagName).toBe('B');
    expect(rows()[4]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-01-01T10:01:00.000Z',
    );
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await tail(line(6, 'success', 'Import finished: 50 items'));
    expect(rows()).toHaveLength(6);
    expect(rows()[0]).toHaveTextContent('Import finished: 50 items');
  });

  it('renders only the visible rows of 10 000 lines', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    await tail(...Array.from({ length: 10_000 }, (_, i) => line(i + 1, 'info', `line ${i + 1}`)));
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0]).toHaveTextContent('line 10000');
  });

  it('expands to two thirds, shrinks, and closes (disconnecting)', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Expand notifications' }));
    expect(drawer()).toHaveAttribute('data-state', 'expanded');
    expect(drawer().style.height).toMatch(/^calc\((200dvh \/ 3|66\.666\d*dvh)\)$/);
    await user.click(screen.getByRole('button', { name: 'Shrink notifications' }));
    expect(drawer()).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(drawer()).toHaveAttribute('data-state', 'collapsed');
    expect(realtime.sockets[0]!.isDisconnected).toBe(true);
  });

  it('takes the focus when opened, and gives it back to its button on Escape or close', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    expect(drawer()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(drawer()).toHaveAttribute('data-state', 'collapsed');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Close notifications' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
  });

  it('keeps room below the page for its button, and for itself when open, so nothing is covered', async () => {
    const { user, unmount } = renderDrawer();
    const space = () => document.documentElement.style.getPropertyValue('--notifications-space');
    expect(space()).toBe('calc(2.25rem + 2 * var(--mantine-spacing-md))');
    await openDrawer(user);
    expect(space()).toBe('calc(100dvh / 3)');
    unmount();
    expect(space()).toBe('');
  });

  it('clears the view; new lines still arrive, cleared ones stay away', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    await tail(line(1, 'info', 'old one'), line(2, 'info', 'old two'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No notifications yet.')).toBeVisible();
    await tail(line(2, 'info', 'old two'), line(3, 'success', 'new one'));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('new one');
  });

  it('after a reconnect asks for the lines after its newest, and shows the missed ones once, in order', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    const socket = realtime.sockets[0]!;
    await tail(line(1, 'info', 'one'), line(2, 'info', 'two'), line(3, 'info', 'three'));
    act(() => socket.fire('disconnect', 'transport close'));
    expect(await screen.findByText('Connecting…')).toBeVisible();
    await act(async () => socket.fire('connect'));
    await waitFor(() => expect(socket.since).toEqual([undefined, { after: 3 }]));
    expect(socket.requested).toEqual(['100_123-4-abc.log', '100_123-4-abc.log']);
    expect(await screen.findByText('Live')).toBeVisible();
    // What the server sends then: a line the drawer has (written just before), the missed ones.
    await tail(line(3, 'info', 'three'), line(4, 'info', 'four'), line(5, 'info', 'five'));
    expect(rows().map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'five',
      'four',
      'three',
      'two',
      'one',
    ]);
  });

  it('connects again when the server ended the connection itself', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    const socket = realtime.sockets[0]!;
    await tail(line(1, 'info', 'one'));
    act(() => {
      socket.active = false;
      socket.fire('disconnect', 'io server disconnect');
    });
    await waitFor(() => expect(socket.since).toEqual([undefined, { after: 1 }]));
    expect(await screen.findByText('Live')).toBeVisible();
  });

  it('offers a re-import to users with write access', async () => {
    const { user } = renderDrawer({ canWrite: true });
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Re-import' }));
    await waitFor(() => expect(imports).toBe(1));
  });

  it('has no re-import for read-only users', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    expect(screen.queryByRole('button', { name: 'Re-import' })).toBeNull();
  });

  it('says so when the realtime server refuses the log', async () => {
    const { user } = renderDrawer();
    const original = realtime.FakeSocket.prototype.emitWithAck;
    realtime.FakeSocket.prototype.emitWithAck = async () =>
      ({ ok: false, code: 'forbidden' }) as TailAck;
    try {
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      expect(await screen.findByText('Not connected')).toBeVisible();
    } finally {
      realtime.FakeSocket.prototype.emitWithAck = original;
    }
  });

  it('starts an empty log for another site', async () => {
    server.use(
      http.get(apiPath('/sites/200/secure-hash'), () => HttpResponse.json({ hash: '9-9-ff' })),
    );
    const { user, rerender } = renderDrawer();
    await openDrawer(user);
    await tail(line(1, 'info', 'site 100 line'));
    rerender(
      <AppProviders
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        shellStore={createShellStore()}
        env="test"
      >
        <NotificationsDrawer siteId={200} />
      </AppProviders>,
    );
    expect(drawer()).toHaveAttribute('data-state', 'collapsed');
    await openDrawer(user);
    expect(realtime.sockets.at(-1)!.requested).toEqual(['200_9-9-ff.log']);
    expect(screen.queryByText('site 100 line')).toBeNull();
  });
});

describe('lines the platform wrote, in the reader’s language', () => {
  const said = (
    id: number,
    type: string,
    key: string,
    params: Record<string, string | number>,
    message: string,
  ): SiteLogLine => ({ ...line(id, type, message), key, params });
  const messages = () => rows().map((row) => within(row).getAllByRole('cell')[2]!.textContent);

  afterEach(() => {
    act(() => setLanguage('en'));
  });

  it('translates the line and the words of the platform among its parameters, not the names', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    await tail(
      said(
        1,
        'success',
        'import.finished',
        { items: 50, skipped: 2 },
        'Import finished: 50 items, 2 rows left out',
      ),
      said(
        2,
        'error',
        'import.failed',
        {
          reason: 'fetch.http-status',
          source: 'Spring <b>collection</b>',
          status: 503,
          detail: 'shop.example answered 503',
        },
        'Import failed: Spring &lt;b&gt;collection&lt;/b&gt;: shop.example answered 503',
      ),
      said(
        3,
        'warning',
        'export.interrupted',
        { reason: 'process-stopped' },
        'Export interrupted: …',
      ),
      said(
        4,
        'info',
        'data-flow.saved',
        { flow: 'Google Shopping NL', version: 3, added: 2, changed: 0, removed: 1 },
        'Data flow of Google Shopping NL saved as version 3 (2 added, 1 removed)',
      ),
      said(5, 'info', 'import.from-the-future', { x: 1 }, 'A line of a <b>newer</b> server'),
      line(6, 'info', 'An <i>older</i> line'),
    );
    expect(messages()).toEqual([
      'An older line',
      'A line of a newer server',
      'Data flow of Google Shopping NL saved as version 3 (2 added, 1 removed)',
      'Export interrupted: its process stopped during the export; it is tried again shortly',
      'Import failed: Spring <b>collection</b>: shop.example answered 503',
      'Import finished: 50 items, 2 rows left out',
    ]);
    // A name is text, never markup.
    expect(within(rows()[4]!).queryByText('collection')).toBeNull();

    act(() => setLanguage('de'));
    expect(messages()).toEqual([
      'An older line',
      'A line of a newer server',
      'Datenfluss von Google Shopping NL als Version 3 gespeichert (2 hinzugefügt, 1 entfernt)',
      'Export unterbrochen: sein Prozess wurde während des Exports beendet; er wird in Kürze erneut versucht',
      'Import fehlgeschlagen: Spring <b>collection</b>: Der Server antwortete mit 503',
      'Import abgeschlossen: 50 Artikel, 2 Zeilen ausgelassen',
    ]);

    act(() => setLanguage('fr'));
    expect(messages()).toEqual([
      'An older line',
      'A line of a newer server',
      'Flux de données de Google Shopping NL enregistré en version 3 (colonnes ajoutées : 2, colonnes supprimées : 1)',
      'Export interrompu : son processus s’est arrêté pendant l’export ; il sera relancé sous peu',
      'Échec de l’import : Spring <b>collection</b> : le serveur a répondu 503',
      'Import terminé : 50 articles, 2 lignes écartées',
    ]);
  });
});
