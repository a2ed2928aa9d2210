import { createRoute, redirect } from '@tanstack/react-router';
import { Suspense } from 'react';
import {
  browserRouteMemoryStorage,
  rememberRoute,
} from '../features/embedded-frame/model/route-memory';
import { dataFlowRedirect } from '../features/embedded-frame/model/route-memory-redirect';
import { embeddedScreenComponent } from './embedded-route-view';
import { CopyDataFlowButton } from './lazy-pages';
import { loadLevelEntity } from './load-entity';
import { parseRouteId } from './route-params';
import { parseDataFlowChannelSearch } from './search-params';
import { shellRoute } from './shell-route';
import { siteIdParams } from './site-params';

/** The page's copy button (spec §2.12), in a chunk of its own with the dialog it opens. */
function CopyAction({ params }: { params: Readonly<Record<string, string | number | undefined>> }) {
  const siteId = Number(params.siteId);
  const channelId = params.channelId === undefined ? undefined : Number(params.channelId);
  return (
    <Suspense fallback={null}>
      <CopyDataFlowButton siteId={siteId} channelId={channelId} />
    </Suspense>
  );
}

/**
 * data-flow/site/{siteId} and its channel route (spec §2.11): for now the platform's data-flow
 * overview at the same path. The site is loaded once for both (403/404 as everywhere).
 */
export const dataFlowSiteRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'data-flow/site/$siteId',
  params: siteIdParams,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
});

/** Without a channel, a channel remembered for the site takes over, replacing history (§2.14). */
export const dataFlowIndexRoute = createRoute({
  getParentRoute: () => dataFlowSiteRoute,
  path: '/',
  beforeLoad: ({ params, search }) => {
    const target = dataFlowRedirect(browserRouteMemoryStorage, { siteId: params.siteId, search });
    if (target) throw redirect(target);
  },
  component: embeddedScreenComponent({
    screen: 'data-flow',
    routePath: 'data-flow/site/$siteId',
    hasSharedSettingsNotice: true,
    HeaderActions: CopyAction,
  }),
});

/** One channel's data flow; opening it remembers the channel and classification (§2.14). */
export const dataFlowChannelRoute = createRoute({
  getParentRoute: () => dataFlowSiteRoute,
  path: 'export/$channelId',
  params: {
    parse: ({ channelId }) => {
      const id = parseRouteId(channelId);
      return id === null ? false : { channelId: id };
    },
    stringify: ({ channelId }) => ({ channelId: String(channelId) }),
  },
  validateSearch: parseDataFlowChannelSearch,
  // Spec §2.11: the guard runs again whenever params or query change (beforeLoad runs on every
  // navigation; the loader follows the query through loaderDeps).
  beforeLoad: ({ params, search }) => {
    rememberRoute(browserRouteMemoryStorage, { route: 'data-flow', ...params, search });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: embeddedScreenComponent({
    screen: 'data-flow',
    routePath: 'data-flow/site/$siteId/export/$channelId',
    hasSharedSettingsNotice: true,
    HeaderActions: CopyAction,
  }),
});
