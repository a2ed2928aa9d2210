import { createRoute, redirect } from '@tanstack/react-router';
import {
  browserRouteMemoryStorage,
  rememberRoute,
} from '../features/embedded-frame/model/route-memory';
import {
  dataViewRedirect,
  type DataViewPath,
} from '../features/embedded-frame/model/route-memory-redirect';
import { embeddedScreenComponent } from './embedded-route-view';
import { loadLevelEntity } from './load-entity';
import { parseDataViewSearch, type DataViewSearch } from './search-params';
import { shellRoute } from './shell-route';
import { siteIdParams } from './site-params';

/**
 * The data view at its three addresses (spec §2.11): caption 'data view', a translucent overlay until
 * it has loaded, the 'shared settings' notice when the frame reports them. Each remembers the
 * channel it opens and, opened without one, goes back to the remembered channel (spec §2.14).
 */
function rememberDataView(to: DataViewPath, siteId: number, search: DataViewSearch): void {
  rememberRoute(browserRouteMemoryStorage, { route: 'data-view', siteId, search });
  const target = dataViewRedirect(browserRouteMemoryStorage, { to, siteId, search });
  if (target) throw redirect(target);
}

const dataViewScreen = (routePath: string) =>
  embeddedScreenComponent({
    screen: 'data-view',
    routePath,
    layout: 'data-view',
    hasSharedSettingsNotice: true,
  });

export const dataViewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'data-view/site/$siteId',
  params: siteIdParams,
  validateSearch: parseDataViewSearch,
  beforeLoad: ({ params, search }) =>
    rememberDataView('/data-view/site/$siteId', params.siteId, search),
  // Spec §2.11: this address re-runs its guard when its params or query change.
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: dataViewScreen('data-view/site/$siteId'),
});

export const siteDataViewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'site/$siteId',
  params: siteIdParams,
  validateSearch: parseDataViewSearch,
  beforeLoad: ({ params, search }) => rememberDataView('/site/$siteId', params.siteId, search),
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: dataViewScreen('site/$siteId'),
});

export const configureDataViewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'configure-dataflow/data-view/site/$siteId',
  params: siteIdParams,
  validateSearch: parseDataViewSearch,
  beforeLoad: ({ params, search }) =>
    rememberDataView('/configure-dataflow/data-view/site/$siteId', params.siteId, search),
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: dataViewScreen('configure-dataflow/data-view/site/$siteId'),
});
