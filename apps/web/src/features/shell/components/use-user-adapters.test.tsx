import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../../../config/config';
import { apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { TEST_CONFIG } from '../../../test/test-config';
import { featureHandlers } from './shell-test-handlers';

const ANALYTICS = 'https://analytics.example.test';
type MessengerWindow = Window & { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

afterEach(() => {
  setConfigForTests(undefined);
  delete (window as MessengerWindow).Intercom;
  document.head.querySelectorAll('script[src*="intercom"]').forEach((script) => script.remove());
});

function analyticsRecorder() {
  const calls: { path: string; body: unknown }[] = [];
  const handler = http.post(`${ANALYTICS}/:kind/:key`, async ({ request, params }) => {
    calls.push({
      path: `${String(params.kind)}/${String(params.key)}`,
      body: await request.json(),
    });
    return HttpResponse.json({ ok: true });
  });
  return { calls, handler };
}

describe('customer success in the shell (spec §7)', () => {
  it('identifies the user, sends the daily activity metric and tracks designer clicks', async () => {
    setConfigForTests({ ...TEST_CONFIG, customerSuccess: { apiKey: 'tenant', url: ANALYTICS } });
    const { calls, handler } = analyticsRecorder();
    server.use(handler, ...featureHandlers(), ...demoHandlers());
    const { user } = renderApp('/dashboard/site/100/version/1');

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
    const { calls, handler } = analyticsRecorder();
    server.use(handler, ...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1');

    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['analytics/tenant']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.map((call) => call.path)).toEqual(['analytics/tenant']);
  });

  it('makes no call without configuration', async () => {
    const { calls, handler } = analyticsRecorder();
    server.use(handler, ...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    renderApp('/overview/account/1');

    await waitFor(() => expect((window as MessengerWindow).Intercom?.q).toHaveLength(1));
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
    renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((window as MessengerWindow).Intercom).toBeUndefined();
    expect(document.head.querySelector('script[src*="intercom"]')).toBeNull();
  });

  it('neither asks for an identity nor loads a script without configuration', async () => {
    const asked = vi.fn();
    server.use(
      http.get(apiPath('/support/chat-identity'), () => {
        asked();
        return HttpResponse.json({ email: 'x', hash: 'a'.repeat(64) });
      }),
      ...featureHandlers(),
      ...demoHandlers(),
    );
    renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).not.toHaveBeenCalled();
    expect(document.head.querySelector('script[src*="intercom"]')).toBeNull();
  });
});
