import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/token-store';
import { setTracker } from '../../../lib/tracking/tracker';
import { apiPath, featureList } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import type * as OverdueNoticeModule from '../model/overdue-invoice-notice';
import {
  browserSessionFlagStorage,
  createOncePerSession,
  type OncePerSession,
} from '../model/overdue-invoice-notice';
import { PLATFORM_ORIGIN, renderFrame } from './embedded-frame.test-helper';

// Each test is a new browser session for the overdue toast: a fresh once-per-session guard.
const notice = vi.hoisted(() => ({ current: null as OncePerSession | null }));
vi.mock('../model/overdue-invoice-notice', async (importOriginal) => ({
  ...(await importOriginal<typeof OverdueNoticeModule>()),
  get overdueInvoiceNotice() {
    return notice.current;
  },
}));

beforeEach(() => {
  notice.current = createOncePerSession(browserSessionFlagStorage);
  storeTokens({ access_token: 'token' });
});

afterEach(() => {
  act(() => notifications.clean());
  sessionStorage.clear();
  setTracker(undefined);
});

describe('EmbeddedFrame: dialogs (spec §7)', () => {
  it('opens a prompt and replies confirm with the text', async () => {
    const { send, postsOfType, user } = await renderFrame();
    send({
      type: 'dialog',
      subtype: 'request',
      id: 'd1',
      kind: 'prompt',
      title: 'Save view',
      message: 'Name this view',
      label: 'View name',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).getByText('Name this view')).toBeVisible();
    await user.type(within(dialog).getByLabelText('View name'), 'Winter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(postsOfType('dialog')).toEqual([
      {
        message: {
          v: 1,
          source: 'feedline',
          type: 'dialog',
          subtype: 'confirm',
          id: 'd1',
          value: 'Winter',
        },
        targetOrigin: PLATFORM_ORIGIN,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('labels a prompt without label "Label"', async () => {
    const { send } = await renderFrame();
    send({
      type: 'dialog',
      subtype: 'request',
      id: 'd2',
      kind: 'prompt',
      title: 'Rename',
      message: '',
    });
    expect(within(await screen.findByRole('dialog')).getByLabelText('Label')).toBeVisible();
  });

  it('replies confirm to OK and cancel to Cancel', async () => {
    const { send, postsOfType, user } = await renderFrame();
    send({
      type: 'dialog',
      subtype: 'request',
      id: 'c1',
      kind: 'confirm',
      title: 'Publish?',
      message: 'Publish now',
    });
    send({
      type: 'dialog',
      subtype: 'request',
      id: 'c2',
      kind: 'confirm',
      title: 'Really?',
      message: 'Sure',
    });

    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish?' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Really?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    expect(postsOfType('dialog').map(({ message }) => message)).toEqual([
      expect.objectContaining({ subtype: 'confirm', id: 'c1' }),
      expect.objectContaining({ subtype: 'cancel', id: 'c2' }),
    ]);
    expect(postsOfType('dialog')[0]?.message).not.toHaveProperty('value');
  });

  it('replies confirm to the red Delete of a delete confirm (spec §7)', async () => {
    const { send, postsOfType, user } = await renderFrame();
    send({
      type: 'dialog',
      subtype: 'request',
      id: 'x1',
      kind: 'delete',
      title: 'Delete rule?',
      message: 'This cannot be undone.',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Delete rule?' });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton.getAttribute('style')).toContain('--mantine-color-red-filled');
    await user.click(deleteButton);
    expect(postsOfType('dialog').map(({ message }) => message)).toEqual([
      { v: 1, source: 'feedline', type: 'dialog', subtype: 'confirm', id: 'x1' },
    ]);
  });
});

describe('EmbeddedFrame: notifications (spec §7)', () => {
  it.each([
    ['success', 'green'],
    ['warning', 'yellow'],
    ['error', 'red'],
    ['info', 'blue'],
  ] as const)('shows a %s toast in %s', async (subtype, color) => {
    const { send } = await renderFrame();
    send({ type: 'notification', subtype, message: `A ${subtype} happened` });
    const toast = (await screen.findByText(`A ${subtype} happened`)).closest('[data-kind]');
    expect(toast).toHaveAttribute('data-kind', subtype);
    expect(toast?.getAttribute('style')).toContain(color);
  });

  it('shows the message as text, never as HTML', async () => {
    const { send } = await renderFrame();
    send({
      type: 'notification',
      subtype: 'info',
      message: '<img src=x onerror=alert(1)><b>bold</b>',
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('EmbeddedFrame: requests to the shell (spec §4, §5, §7)', () => {
  it('navigates to in-app paths with the split query, and ignores the others', async () => {
    const { send, router } = await renderFrame();
    send({ type: 'navigation', url: 'https://evil.example/x' });
    send({ type: 'navigation', url: '/overview/account/1', replaceOnly: true });
    send({ type: 'navigation' });
    expect(router.state.location.pathname).toBe('/start');

    send({
      type: 'navigation',
      url: '/data-flow/site/3/export/12',
      query: 'classificationId=5&empty=',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-flow/site/3/export/12'));
    expect(router.state.location.searchStr).toBe('?classificationId=5');
  });

  it('shows the view the frame moved to in the address, without loading the frame again', async () => {
    const { send, router, iframe } = await renderFrame(
      {},
      { path: 'start', url: '/start?stage=import&hl=en', searchFromRouter: true },
    );
    const loaded = iframe.src;
    expect(loaded).toContain('stage=import');
    const entries = router.history.length;

    send({
      type: 'location',
      query: 'hl=en&stage=channel&stageId=7&filter=empty%3Agtin&_locale=de',
    });
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?hl=en&stage=channel&stageId=7&filter=empty%3Agtin',
      ),
    );
    // Replaced, not added: Back leaves the screen rather than stepping through its views.
    expect(router.history.length).toBe(entries);
    const frame = screen.getByTitle('Data view');
    expect(frame).toBe(iframe);
    expect(iframe.src).toBe(loaded);

    // The user's own navigation to another view loads it.
    await act(() => router.navigate({ href: '/start?stage=intermediate' }));
    await waitFor(() =>
      expect(screen.getByTitle('Data view').getAttribute('src')).toContain('stage=intermediate'),
    );
  });

  it('asks before leaving while the frame has unsaved changes, and stays when told so', async () => {
    const { send, router, user } = await renderFrame();
    send({ type: 'unsaved-changes', hasUnsavedChanges: true });

    void router.navigate({ href: '/elsewhere' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/start');

    void router.navigate({ href: '/elsewhere' });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('leaves without asking once the frame says its changes are saved', async () => {
    const { send, router } = await renderFrame();
    send({ type: 'unsaved-changes', hasUnsavedChanges: true });
    send({ type: 'unsaved-changes', hasUnsavedChanges: false });
    send({ type: 'navigation', url: '/elsewhere' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('collapses, opens and toggles the notifications drawer through the shell store', async () => {
    const { send, shellStore } = await renderFrame();
    send({ type: 'notifications', collapsed: false });
    expect(shellStore.getState().drawerRequest).toEqual({ id: 1, collapsed: false });
    send({ type: 'notifications', toggle: true });
    expect(shellStore.getState().drawerRequest).toEqual({ id: 2, toggle: true });
  });

  it('collapses and toggles the navigation menu', async () => {
    const { send, shellStore } = await renderFrame();
    send({ type: 'sidebar', collapsed: true });
    expect(shellStore.getState().navCollapsed).toBe(true);
    send({ type: 'sidebar', toggle: true });
    expect(shellStore.getState().navCollapsed).toBe(false);
  });

  it('hides rail and menu on fullscreen, and gives them back when the page is left', async () => {
    const { send, shellStore, router } = await renderFrame();
    send({ type: 'fullscreen', enabled: true });
    expect(shellStore.getState().isFrameFullscreen).toBe(true);
    send({ type: 'fullscreen', enabled: false });
    expect(shellStore.getState().isFrameFullscreen).toBe(false);

    send({ type: 'fullscreen', enabled: true });
    await act(() => router.navigate({ href: '/elsewhere' }));
    expect(shellStore.getState().isFrameFullscreen).toBe(false);
  });

  it('scrolls the content area', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { send } = await renderFrame();
    send({ type: 'scroll', top: 240 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 240, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('forwards planhat events to the customer-success tracker', async () => {
    const tracked = vi.fn();
    setTracker(tracked);
    const { send } = await renderFrame();
    send({ type: 'planhat', event: 'Opens the data view', properties: { siteId: 7 } });
    expect(tracked).toHaveBeenCalledExactlyOnceWith('Opens the data view');
  });

  it('reports shared settings to the page', async () => {
    const onSharedSettings = vi.fn();
    const { send } = await renderFrame({ onSharedSettings });
    send({ type: 'shared-settings', hasSharedSettings: true });
    expect(onSharedSettings).toHaveBeenCalledExactlyOnceWith(true);
  });
});

describe('EmbeddedFrame: overdue invoices (spec §4)', () => {
  const OVERDUE =
    'Your organisation has overdue invoices. Please pay them to keep your feeds running.';

  /** The frame on a page of organisation 2, whose features decide about the toast. */
  const AT_ACCOUNT = { path: 'overview/account/$accountId', url: '/overview/account/2' };

  it('shows the red toast once per browser session when the account has the feature', async () => {
    let featureRequests = 0;
    server.use(
      http.get(apiPath('/accounts/2/features'), () => {
        featureRequests += 1;
        return HttpResponse.json(featureList(['banner.invoice_overdue']));
      }),
    );
    const { send } = await renderFrame({}, AT_ACCOUNT);
    send({ type: 'invoices', overdue: false });
    send({ type: 'invoices', overdue: true, count: 2 });
    send({ type: 'invoices', overdue: true, count: 2 });

    const toast = (await screen.findByText(OVERDUE)).closest('[data-kind]');
    expect(toast).toHaveAttribute('data-kind', 'overdue-invoice');
    expect(toast?.getAttribute('style')).toContain('red');
    expect(screen.getAllByText(OVERDUE)).toHaveLength(1);
    // Its close button is named, in the reader's language (an icon has no name of its own).
    expect(
      within(toast as HTMLElement).getByRole('button', { name: 'Close notification' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('feedline.invoices.overdue-shown')).toBe('true');
    expect(featureRequests).toBe(1);
    // It stays until the user closes it: no automatic hiding (spec §4).
    expect(notificationsStore.getState().notifications).toEqual([
      expect.objectContaining({ id: 'overdue-invoice', autoClose: false }),
    ]);

    // Closed by the user, it does not come back in this session.
    act(() => notifications.hide('overdue-invoice'));
    send({ type: 'invoices', overdue: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(featureRequests).toBe(1);
  });

  it('stays silent when the toast was shown earlier in this browser session', async () => {
    sessionStorage.setItem('feedline.invoices.overdue-shown', 'true');
    server.use(
      http.get(apiPath('/accounts/2/features'), () =>
        HttpResponse.json(featureList(['banner.invoice_overdue'])),
      ),
    );
    const { send } = await renderFrame({}, AT_ACCOUNT);
    send({ type: 'invoices', overdue: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(OVERDUE)).toBeNull();
  });

  it('stays silent without the feature for the account', async () => {
    server.use(http.get(apiPath('/accounts/2/features'), () => HttpResponse.json(featureList([]))));
    const { send } = await renderFrame({}, AT_ACCOUNT);
    send({ type: 'invoices', overdue: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(OVERDUE)).toBeNull();
    expect(sessionStorage.getItem('feedline.invoices.overdue-shown')).toBeNull();
  });
});
