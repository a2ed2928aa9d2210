import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { memoryRouteStorage } from './memory-route-storage.test-helper';
import { parseMemoryId, rememberRoute, type RouteMemoryStorage } from './route-memory';
import { dataFlowRedirect, dataViewRedirect } from './route-memory-redirect';

// The beforeLoad wiring the real routes will use, on a router of their shape: proves the
// targets fit TanStack's redirect (types and URL) and that the rules hold through navigation.

interface DataViewSearch {
  mode?: string | undefined;
  stage?: string | undefined;
  stageId?: number | undefined;
  classificationId?: number | undefined;
  hl?: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function parseDataViewSearch(search: Record<string, unknown>): DataViewSearch {
  return {
    mode: text(search.mode),
    stage: text(search.stage),
    stageId: parseMemoryId(search.stageId) ?? undefined,
    classificationId: parseMemoryId(search.classificationId) ?? undefined,
    hl: text(search.hl),
  };
}

const siteParams = {
  parse: ({ siteId }: { siteId: string }) => {
    const id = parseMemoryId(siteId);
    return id === null ? false : { siteId: id };
  },
  stringify: ({ siteId }: { siteId: number }) => ({ siteId: String(siteId) }),
} as const;

function buildRouter(storage: RouteMemoryStorage, initial: string) {
  const rootRoute = createRootRoute();
  const dataFlowSite = createRoute({
    getParentRoute: () => rootRoute,
    path: 'data-flow/site/$siteId',
    params: siteParams,
    validateSearch: (search: Record<string, unknown>) => ({ hl: text(search.hl) }),
  });
  const dataFlowSiteIndex = createRoute({
    getParentRoute: () => dataFlowSite,
    path: '/',
    beforeLoad: ({ params, search }): void => {
      const target = dataFlowRedirect(storage, { siteId: params.siteId, search });
      if (target) throw redirect<TestRouter, typeof target.to>(target);
    },
  });
  const dataFlowChannel = createRoute({
    getParentRoute: () => dataFlowSite,
    path: 'export/$channelId',
    params: {
      parse: ({ channelId }: { channelId: string }) => {
        const id = parseMemoryId(channelId);
        return id === null ? false : { channelId: id };
      },
      stringify: ({ channelId }: { channelId: number }) => ({ channelId: String(channelId) }),
    },
    validateSearch: (search: Record<string, unknown>) => ({
      classificationId: parseMemoryId(search.classificationId) ?? undefined,
    }),
    beforeLoad: ({ params, search }): void => {
      rememberRoute(storage, { route: 'data-flow', ...params, search });
    },
  });
  const dataView = createRoute({
    getParentRoute: () => rootRoute,
    path: 'data-view/site/$siteId',
    params: siteParams,
    validateSearch: parseDataViewSearch,
    beforeLoad: ({ params, search }): void => {
      rememberRoute(storage, { route: 'data-view', siteId: params.siteId, search });
      const target = dataViewRedirect(storage, {
        to: '/data-view/site/$siteId',
        siteId: params.siteId,
        search,
      });
      if (target) throw redirect<TestRouter, typeof target.to>(target);
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      dataFlowSite.addChildren([dataFlowSiteIndex, dataFlowChannel]),
      dataView,
    ]),
    history: createMemoryHistory({ initialEntries: ['/start', initial] }),
  });
  return router;
}

type TestRouter = ReturnType<typeof buildRouter>;

const stored = (site: string, channel: string, classification?: string) => ({
  'feedline.route-memory.site': site,
  'feedline.route-memory.channel': channel,
  ...(classification === undefined
    ? {}
    : { 'feedline.route-memory.classification': classification }),
});

async function open(storage: RouteMemoryStorage, path: string) {
  const router = buildRouter(storage, path);
  await router.load();
  return router;
}

const href = (router: TestRouter) => router.state.location.href;

describe('route memory through the router', () => {
  it('redirects the data-flow site route to the stored channel, replacing history', async () => {
    const router = await open(
      memoryRouteStorage(stored('3', '12', '5')),
      '/data-flow/site/3?hl=de',
    );
    expect(href(router)).toBe('/data-flow/site/3/export/12?hl=de&classificationId=5');
    // The site route's entry is gone: one step back is the page before it. (TanStack follows
    // a beforeLoad redirect with replace anyway; the unit tests pin `replace: true` on the target.)
    expect(router.history.length).toBe(2);
  });

  it('stores the channel route and forgets the previous site', async () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    await open(storage, '/data-flow/site/4/export/20');
    expect(storage.values).toEqual(stored('4', '20'));
  });

  it('redirects a data view without stageId to the channel preview', async () => {
    const router = await open(memoryRouteStorage(stored('3', '12')), '/data-view/site/3?mode=edit');
    expect(href(router)).toBe('/data-view/site/3?mode=preview&stage=channel&stageId=12');
    expect(router.history.length).toBe(2);
  });

  it('stays on an import stage and stores a stageId it opens', async () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    const router = await open(storage, '/data-view/site/3?stage=import');
    expect(href(router)).toBe('/data-view/site/3?stage=import');

    await open(storage, '/data-view/site/3?stage=channel&stageId=13&classificationId=0');
    expect(storage.values).toEqual(stored('3', '13'));
  });
});
