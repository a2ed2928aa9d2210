import {
  createMessage,
  type FrameToShellMessage,
  type MessageBody,
} from '@feedline/frame-bridge/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfigForTests } from '../config/config';
import { apiPath, demoHandlers, forbidden } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { TEST_CONFIG } from '../test/test-config';

const PLATFORM = 'http://localhost:3001';

/** A message of the frame titled `title`, delivered as the browser would. */
function sendFromFrame(title: string, body: MessageBody<FrameToShellMessage>) {
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: createMessage<FrameToShellMessage>(body),
        origin: PLATFORM,
        source: frame.contentWindow,
      }),
    );
  });
}

const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('embedded screens of a site (spec §2.11)', () => {
  it('shows the data view with header, breadcrumb and the frame at the same path', async () => {
    server.use(...demoHandlers());
    renderApp('/data-view/site/100?stage=import&hl=en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Data view' })).toBeVisible();
    const trail = within(breadcrumb());
    expect(trail.getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      '/overview/account/1',
    );
    expect(trail.getByRole('link', { name: 'Webshop' })).toHaveAttribute(
      'href',
      '/overview/project/10',
    );
    expect(trail.getByRole('link', { name: 'Main site' })).toHaveAttribute(
      'href',
      '/dashboard/site/100/version/1',
    );
    expect(trail.getByText('Data view')).toHaveAttribute('aria-current', 'page');
    const frame = screen.getByTitle('Data view');
    expect(frame).toHaveAttribute(
      'src',
      `${PLATFORM}/data-view/site/100?stage=import&hl=en&_locale=en`,
    );
    expect(frame.className).toMatch(/dataView/);
    expect(screen.getByText('Loading Data view…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('100 Main site - Feedline'));
  });

  it('shows the shared-settings notice when the data view reports shared settings', async () => {
    server.use(...demoHandlers());
    renderApp('/site/100?stage=import');
    await screen.findByTitle('Data view');
    expect(screen.queryByText('Shared settings')).toBeNull();

    sendFromFrame('Data view', { type: 'ready', hasContent: true });
    sendFromFrame('Data view', { type: 'shared-settings', hasSharedSettings: true });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Shared settings');
    expect(notice).toHaveTextContent('This site uses shared settings');
    // In the heading's row: the frame below does not move when it arrives.
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toContainElement(notice);
    expect(screen.queryByText('Loading Data view…')).toBeNull();
  });

  it.each([
    [
      '/configure-dataflow/data-view/site/100',
      'Data view',
      '/configure-dataflow/data-view/site/100',
    ],
    ['/data-map/site/100', 'Data map', '/data-map/site/100'],
    ['/new/designer/site/100', 'New image designer', '/new/designer/site/100'],
    ['/designer/site/100', 'Image designer', '/designer/site/100'],
    ['/data-flow/site/100', 'Data flow', '/data-flow/site/100'],
    ['/data-flow/site/100/export/1000', 'Data flow', '/data-flow/site/100/export/1000'],
  ])('%s shows %s from the platform host', async (path, caption, platformPath) => {
    server.use(...demoHandlers());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: caption })).toBeVisible();
    expect(screen.getByTitle(caption)).toHaveAttribute(
      'src',
      `${PLATFORM}${platformPath}?_locale=en`,
    );
    expect(within(breadcrumb()).getByRole('link', { name: 'Main site' })).toBeVisible();
  });

  it("names the site in the heading of its dashboard, the site's own page", async () => {
    server.use(...demoHandlers());
    renderApp('/dashboard/site/100/version/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Main site' })).toBeVisible();
    expect(within(breadcrumb()).getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTitle('Dashboard')).toHaveAttribute(
      'src',
      `${PLATFORM}/dashboard/site/100/version/1?_locale=en`,
    );
  });

  it('gives the data map its own height', async () => {
    server.use(...demoHandlers());
    renderApp('/data-map/site/100');
    expect((await screen.findByTitle('Data map')).className).toMatch(/dataMap/);
  });

  it('lets the frame navigate the shell to another in-app page', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/data-map/site/100');
    await screen.findByTitle('Data map');
    sendFromFrame('Data map', {
      type: 'navigation',
      url: '/designer/site/100',
      query: 'tab=layers',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Image designer' })).toBeVisible();
    expect(router.state.location.href).toBe('/designer/site/100?tab=layers');
    expect(screen.getByTitle('Image designer')).toHaveAttribute(
      'src',
      `${PLATFORM}/designer/site/100?tab=layers&_locale=en`,
    );
  });
});

describe('guards of the embedded screens (spec §8)', () => {
  afterEach(() => setConfigForTests(undefined));

  it('offers feedbacks in production (spec §2.3)', async () => {
    server.use(...demoHandlers());
    renderApp('/feedbacks/site/100');
    await waitFor(() =>
      expect(document.querySelector('iframe[data-status]')?.getAttribute('src')).toMatch(
        /\/feedbacks\/site\/100\?/,
      ),
    );
  });

  it('does not offer feedbacks on a staging deployment (spec §2.3)', async () => {
    setConfigForTests({ ...TEST_CONFIG, deployment: 'staging' });
    server.use(...demoHandlers());
    renderApp('/feedbacks/site/100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows not found for a malformed site id without asking the API', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    server.use(...demoHandlers());
    renderApp('/data-view/site/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(requested.filter((path) => path.startsWith('/api/sites/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('goes to not found for an unknown site', async () => {
    server.use(
      http.get(apiPath('/sites/999'), () =>
        HttpResponse.json(
          { statusCode: 404, code: 'not-found', message: 'unknown' },
          { status: 404 },
        ),
      ),
      ...demoHandlers(),
    );
    const { router } = renderApp('/data-map/site/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it("goes to access denied for another organisation's site", async () => {
    server.use(
      http.get(apiPath('/sites/555'), () => forbidden('inaccessible')),
      ...demoHandlers(),
    );
    const { router } = renderApp('/designer/site/555');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    expect(router.state.location.search).toEqual({ reason: 'inaccessible' });
  });
});

describe('generated routes of the legacy list (spec §2.11, §2.16)', () => {
  it('opens an account page of the platform with the account in the breadcrumb', async () => {
    server.use(...demoHandlers());
    renderApp('/user-management/account/1/invite-users?role=admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite users' })).toBeVisible();
    expect(within(breadcrumb()).getByRole('link', { name: 'Acme Corp' })).toBeVisible();
    expect(screen.getByTitle('Invite users')).toHaveAttribute(
      'src',
      `${PLATFORM}/user-management/account/1/invite-users?role=admin&_locale=en`,
    );
  });

  it('opens a channel page at channel level', async () => {
    server.use(...demoHandlers());
    renderApp('/exports/site/100/channel/1000/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Channel setup' })).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Order columns' })).toHaveAttribute(
      'href',
      '/exports/site/100/channel/1000/columns',
    );
  });

  it('goes to not found for an unknown account, and forbids a foreign project', async () => {
    server.use(
      http.get(apiPath('/projects/66'), () => forbidden('inaccessible')),
      ...demoHandlers(),
    );
    const first = renderApp('/ftp/account/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    first.unmount();

    const { router } = renderApp('/reporting/project/66');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
