import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../config/config';
import { apiPath, demoHandlers, forbidden } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { TEST_CONFIG } from '../test/test-config';

afterEach(() => {
  setConfigForTests(undefined);
});

describe('access denied (spec §2.9, §4)', () => {
  it("lists the administrators of the user's organisations with mailto links", async () => {
    server.use(...demoHandlers());
    renderApp('/access-denied?reason=inaccessible');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    const admins = await screen.findByRole('region', {
      name: 'Administrators of your organisations',
    });
    const items = await within(admins).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'GGGus Globexgus@globex.test',
      'OOOlivia Ownerowner@acme.test',
    ]);
    expect(within(admins).getByRole('link', { name: 'owner@acme.test' })).toHaveAttribute(
      'href',
      'mailto:owner@acme.test',
    );
  });

  it('shows the title and description of the reason, unauthorized by default', async () => {
    server.use(...demoHandlers());
    renderApp('/access-denied?reason=whatever');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not authorised' }),
    ).toBeVisible();
    expect(screen.getByText(/You do not have the rights to open this page/)).toBeVisible();
  });

  it('forgets the remembered organisation when it opens', async () => {
    localStorage.setItem('feedline.account.last', '2');
    server.use(
      http.get(apiPath('/accounts/2'), () => forbidden('inaccessible')),
      ...demoHandlers(),
    );
    const { router } = renderApp('/overview/account/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
    await waitFor(() => expect(localStorage.getItem('feedline.account.last')).toBeNull());
  });
});

describe('separate access-denied page (spec §2.9)', () => {
  it.each(['/no-access', '/unauthorized'])(
    '%s asks to contact the support team at the configured address',
    async (path) => {
      setConfigForTests({ ...TEST_CONFIG, links: { supportEmail: 'support@feedline.test' } });
      renderApp(path, { isSignedIn: false });
      expect(
        await screen.findByRole('heading', { level: 1, name: "You can't access this page" }),
      ).toBeVisible();
      expect(screen.getByText(/Please contact the support team at/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'support@feedline.test' })).toHaveAttribute(
        'href',
        'mailto:support@feedline.test',
      );
    },
  );

  it('asks to contact the support team without an address when none is configured', async () => {
    renderApp('/no-access', { isSignedIn: false });
    expect(await screen.findByText('Please contact the support team.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('monitoring guard (spec §5)', () => {
  it.each([['/monitoring/account/1'], ['/monitoring/project/10'], ['/monitoring/site/100']])(
    '%s without the monitoring feature goes to access denied (unauthorized)',
    async (path) => {
      server.use(...demoHandlers({ features: ['shared_data_source'] }));
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'You are not authorised' }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/access-denied');
      expect(router.state.location.search).toMatchObject({ reason: 'unauthorized' });
    },
  );

  it("lets the user through with the feature to the platform's monitoring screen", async () => {
    server.use(...demoHandlers({ features: ['monitoring'] }));
    const { router } = renderApp('/monitoring/site/100');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    expect(screen.getByTitle('Monitoring')).toHaveAttribute(
      'src',
      'http://localhost:3001/monitoring/site/100?_locale=en',
    );
    expect(router.state.location.pathname).toBe('/monitoring/site/100');
  });

  it('checks the features of the entity in the URL', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/projects/10/features'), () => {
        asked.push('project 10');
        return HttpResponse.json({ data: [] });
      }),
      ...demoHandlers(),
    );
    renderApp('/monitoring/project/10');
    await screen.findByRole('heading', { level: 1, name: 'You are not authorised' });
    expect(asked).toEqual(['project 10']);
  });
});

describe('content portal (spec §2.3, §2.9)', () => {
  it('shows the promotion without the navigation menu (route data hideSidebar)', async () => {
    setConfigForTests({
      ...TEST_CONFIG,
      links: { contentPortalHelp: 'https://help.example/content-portal' },
    });
    server.use(...demoHandlers());
    const { router } = renderApp('/content-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Portal' })).toBeVisible();
    expect(router.state.matches.some((match) => match.staticData.hideSidebar === true)).toBe(true);
    const help = screen.getByRole('link', { name: /Learn more about the Content Portal/ });
    expect(help).toHaveAttribute('href', 'https://help.example/content-portal');
    expect(help).toHaveAttribute('target', '_blank');
  });
});

describe('central 403 handling (spec §8)', () => {
  it('sends the user to /unverified when any call answers unverified-user', async () => {
    server.use(
      http.get(apiPath('/accounts/1/projects'), () => forbidden('unverified-user')),
      ...demoHandlers(),
    );
    const { router } = renderApp('/overview/account/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is not verified yet' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/unverified');
  });

  it('sends the user to /unauthorized when an entity load answers inactive-user', async () => {
    server.use(
      http.get(apiPath('/projects/10'), () => forbidden('inactive-user')),
      ...demoHandlers(),
    );
    const { router } = renderApp('/overview/project/10');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You can't access this page" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('sends retail users to the retail product', async () => {
    setConfigForTests({ ...TEST_CONFIG, links: { retailProduct: 'https://retail.example/' } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    server.use(
      http.get(apiPath('/accounts/1/projects'), () => forbidden('retail-px user')),
      ...demoHandlers(),
    );
    renderApp('/overview/account/1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://retail.example/'));
    vi.restoreAllMocks();
  });
});
