import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoHandlers } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

// The route memory of spec §2.14 on the real route tree, with the browser's localStorage.

const KEYS = {
  site: 'feedline.route-memory.site',
  channel: 'feedline.route-memory.channel',
  classification: 'feedline.route-memory.classification',
};

function remember(site: string, channel: string, classification?: string) {
  localStorage.setItem(KEYS.site, site);
  localStorage.setItem(KEYS.channel, channel);
  if (classification !== undefined) localStorage.setItem(KEYS.classification, classification);
}

const stored = () => ({
  site: localStorage.getItem(KEYS.site),
  channel: localStorage.getItem(KEYS.channel),
  classification: localStorage.getItem(KEYS.classification),
});

describe('route memory: data flow', () => {
  it('remembers the channel and classification a data-flow channel route opens', async () => {
    remember('101', '2000', '9');
    server.use(...demoHandlers());
    renderApp('/data-flow/site/100/export/1000?classificationId=5');
    await screen.findByRole('heading', { level: 1, name: 'Data flow' });
    expect(stored()).toEqual({ site: '100', channel: '1000', classification: '5' });
  });

  it('sends the site route to the remembered channel, replacing history', async () => {
    remember('100', '1000', '5');
    server.use(...demoHandlers());
    const { router } = renderApp('/data-flow/site/100?hl=en');
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/data-flow/site/100/export/1000?hl=en&classificationId=5',
      ),
    );
    expect(router.history.length).toBe(1);
    expect(await screen.findByTitle('Data flow')).toHaveAttribute(
      'src',
      'http://localhost:3001/data-flow/site/100/export/1000?hl=en&classificationId=5&_locale=en',
    );
  });

  it("stays on the site route when another site's channel is remembered", async () => {
    remember('101', '2000');
    server.use(...demoHandlers());
    const { router } = renderApp('/data-flow/site/100');
    expect(await screen.findByTitle('Data flow')).toBeVisible();
    expect(router.state.location.pathname).toBe('/data-flow/site/100');
  });

  it('runs the guard again when only the query changes', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/data-flow/site/100/export/1000?classificationId=5');
    await screen.findByTitle('Data flow');
    await router.navigate({ href: '/data-flow/site/100/export/1000?classificationId=0' });
    await waitFor(() => expect(stored().classification).toBeNull());
    expect(stored()).toMatchObject({ site: '100', channel: '1000' });
  });
});

describe('route memory: data view', () => {
  it.each(['/data-view/site/100', '/site/100', '/configure-dataflow/data-view/site/100'])(
    '%s without stageId goes to the remembered channel in preview',
    async (path) => {
      remember('100', '1000', '5');
      server.use(...demoHandlers());
      const { router } = renderApp(`${path}?mode=edit`);
      await waitFor(() =>
        expect(router.state.location.href).toBe(
          `${path}?mode=preview&stage=channel&stageId=1000&classificationId=5`,
        ),
      );
      expect(router.history.length).toBe(1);
      expect(await screen.findByTitle('Data view')).toHaveAttribute(
        'src',
        `http://localhost:3001${path}?mode=preview&stage=channel&stageId=1000&classificationId=5&_locale=en`,
      );
    },
  );

  it('stays on an import or intermediate stage', async () => {
    remember('100', '1000');
    server.use(...demoHandlers());
    const { router } = renderApp('/data-view/site/100?stage=intermediate');
    expect(await screen.findByTitle('Data view')).toBeVisible();
    expect(router.state.location.href).toBe('/data-view/site/100?stage=intermediate');
  });

  it('remembers the stageId it opens and drops classification 0', async () => {
    remember('100', '1000', '5');
    server.use(...demoHandlers());
    renderApp('/site/100?stage=channel&stageId=1001&classificationId=0');
    await screen.findByTitle('Data view');
    expect(stored()).toEqual({ site: '100', channel: '1001', classification: null });
  });

  it('re-runs its guard on a query change of data-view/site (spec §2.11)', async () => {
    remember('100', '1000');
    server.use(...demoHandlers());
    const { router } = renderApp('/data-view/site/100?stage=import');
    await screen.findByTitle('Data view');

    await router.navigate({ href: '/data-view/site/100?mode=edit' });
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/data-view/site/100?mode=preview&stage=channel&stageId=1000',
      ),
    );
  });
});
