import { createRoute } from '@tanstack/react-router';
import { getConfig } from '../config/config';
import { isAreaOffered } from '../lib/deployment';
import { embeddedScreenComponent } from './embedded-route-view';
import { legacyScreens, type LegacyScreen } from './legacy-screens';
import { loadLevelEntity } from './load-entity';
import { parseIdParams, routeParamNames, stringifyIdParams } from './route-params';
import { shellRoute } from './shell-route';

/**
 * A generated route of the legacy list: parses its ids like the other routes (malformed → not
 * found; an area this deployment does not offer never matches either), loads the site, project or account it names (403/404 as everywhere), and opens the
 * platform host at the same path with the route's query.
 */
function createLegacyScreenRoute({ path, screen }: LegacyScreen) {
  const names = routeParamNames(path);
  return createRoute({
    getParentRoute: () => shellRoute,
    path,
    params: {
      parse: (raw: Record<string, string>) =>
        isAreaOffered(path, getConfig().deployment) && parseIdParams(raw, names),
      stringify: stringifyIdParams,
    },
    loader: ({ context, params, preload }) =>
      loadLevelEntity(context.queryClient, params, { preload }),
    component: embeddedScreenComponent({ screen, routePath: path }),
  });
}

export const legacyScreenRoutes = legacyScreens().map(createLegacyScreenRoute);
