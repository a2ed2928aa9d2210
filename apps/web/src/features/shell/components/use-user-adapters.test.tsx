import { Outlet } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../../../config/config';
import { apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { TEST_CONFIG } from '../../../test/test-config';
import { chatIdentityQueryOptions } from '../api/chat-identity-query';
import { ShellLayout } from './shell-layout';
import { featureHandlers } from './shell-test-handlers';

const ANALYTICS = 'https://analytics.example.test';
type MessengerWindow = Window & { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

afterEach(() => {
  setConfigForTests(undefined);
  server.events.removeAllListeners();
  delete (window as MessengerWindow).Intercom;
  document.head.querySelectorAll('script[src*="intercom"]').forEach((script) => script.remove());
});

/** ShellLayout, which starts the adapters for the signed-in user, around a platform page. */
function renderShell(url: string) {
  return renderInRoute(
    (user) => (
      <ShellLayout user={user}>
        <Outlet />
      </ShellLayout>
    ),
    {
      url,
      pages: [
        { path: '/overview/account/$accountId' },
        { path: '/dashboard/site/$siteId/version/$version' },
      ],
    },
  );
}

/**
 * The calls of the customer-success client as they arrive, and the paths of those it started
 * (recorded the moment a request leaves, so a call started together with another one is known
 * as soon as that one has arrived).
 */
function analyticsRecorder() {
  const calls: { path: string; body: unknown }[] = [];
  const started: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(ANALYTICS)) started.push(new URL(request.url).pathname.slice(1));
  });
  const handler = http.post(`${ANALYTICS}/:kind/:key`, async ({ request, params }) => {
    calls.push({
      path: `${String(params.kind)}/${String(params.key)}`,
      body: await request.json(),
    });
    return HttpResponse.json({ ok: true });
  });
  return { calls, started, handler };
}

/** The support chat's boot call, once the messenger has been booted. */
async function chatBooted() {
  await waitFor(() => expect((window as MessengerWindow).Intercom?.q).toHaveLength(1));
}

describe('customer success in the shell (spec §7)', () => {
  it('identifies the user, sends the daily activity metric and tracks designer clicks', async () => {
    setConfigForTests({ ...TEST_CONFIG, customerSuccess: { apiKey: 'tenant', url: ANALYTICS } });
    const { calls, handler } = analyticsRecorder();
    server.use(handler, ...featureHandlers(), ...demoHandlers());
    const { user } = renderShell('/dashboard/site/100/version/1');

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(
      expect.arrayContaining([
        {
          path: 'analytics/tenant',
          body: expect.objectContaining({ type: 'identify', email: demoUser.email }),
        },
        {
          path: 'dimensiondata/tenant',
          body: [
            {
              dimensionId: 'General activity',
              value: 1,
              model: 'EndUser',
              externalId: demoUser.email,
            },
          ],
        },
      ]),
    );

    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(await within(menu).findByRole('link', { name: 'Designer' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: 'analytics/tenant',
        body: expect.objectContaining({ type: 'track', action: 'Opens the image designer' }),
      }),
    );
  });

  it('sends the activity metric at most once per 24 h', async () => {
    setConfigForTests({ ...TEST_CONFIG, customerSuccess: { apiKey: 'tenant', url: ANALYTICS } });
    localStorage.setItem(
      'feedline.customer-success.activity',
      JSON.stringify({ email: demoUser.email, at: Date.now() - 60_000 }),
    );
    const { calls, started, handler } = analyticsRecorder();
    server.use(handler, ...featureHandlers(), ...demoHandlers());
    renderShell('/overview/account/1');

    // The metric would leave together with the identify call: once that has arrived, it is known.
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['analytics/tenant']));
    expect(started).toEqual(['analytics/tenant']);
  });

  it('makes no call without configuration', async () => {
    // The support chat, configured, starts beside it: once it has booted, the hook has run.
    setConfigForTests({ ...TEST_CONFIG, supportChat: { appId: 'app-42' } });
    const { calls, started, handler } = analyticsRecorder();
    server.use(
      handler,
      http.get(apiPath('/support/chat-identity'), () =>
        HttpResponse.json({ email: demoUser.email, hash: 'a'.repeat(64) }),
      ),
      ...featureHandlers(),
      ...demoHandlers(),
    );
    renderShell('/overview/account/1');
    await chatBooted();
    expect(started).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('support chat in the shell (spec §7)', () => {
  it('boots the messenger with the server-computed hash and loads its script', async () => {
    setConfigForTests({ ...TEST_CONFIG, supportChat: { appId: 'app-42' } });
    server.use(
      http.get(apiPath('/support/chat-identity'), () =>
        HttpResponse.json({ email: demoUser.email, hash: 'a'.repeat(64) }),
      ),
      ...featureHandlers(),
      ...demoHandlers(),
    );
    renderShell('/overview/account/1');

    await chatBooted();
    expect((window as MessengerWindow).Intercom?.q?.[0]).toEqual([
      'boot',
      {
        app_id: 'app-42',
        email: demoUser.email,
        user_hash: 'a'.repeat(64),
        hide_default_launcher: true,
        multi_organisation: true,
        sidepanel: true,
      },
    ]);
    expect(
      document.head.querySelector('script[src="https://widget.intercom.io/widget/app-42"]'),
    ).not.toBeNull();
  });

  it('stays off when the API has no chat identity', async () => {
    setConfigForTests({ ...TEST_CONFIG, supportChat: { appId: 'app-42' } });
    server.use(
      http.get(apiPath('/support/chat-identity'), () =>
        HttpResponse.json({ statusCode: 404, code: 'not-found', message: 'x' }, { status: 404 }),
      ),
      ...featureHandlers(),
      ...demoHandlers(),
    );
    const { queryClient } = renderShell('/overview/account/1');
    await waitFor(() =>
      expect(queryClient.getQueryState(chatIdentityQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect((window as MessengerWindow).Intercom).toBeUndefined();
    expect(document.head.querySelector('script[src*="intercom"]')).toBeNull();
  });

  it('neither asks for an identity nor loads a script without configuration', async () => {
    // Customer success, configured, starts beside it: once it has called, the hook has run.
    setConfigForTests({ ...TEST_CONFIG, customerSuccess: { apiKey: 'tenant', url: ANALYTICS } });
    const { calls, handler } = analyticsRecorder();
    const asked = vi.fn();
    server.use(
      handler,
      http.get(apiPath('/support/chat-identity'), () => {
        asked();
        return HttpResponse.json({ email: 'x', hash: 'a'.repeat(64) });
      }),
      ...featureHandlers(),
      ...demoHandlers(),
    );
    renderShell('/overview/account/1');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(asked).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src*="intercom"]')).toBeNull();
  });
});
