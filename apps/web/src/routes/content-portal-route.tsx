import { createRoute } from '@tanstack/react-router';
import { getConfig } from '../config/config';
import { ContentPortalPage } from './lazy-pages';
import { shellRoute } from './shell-route';

/**
 * /content-portal (spec §2.3, §2.9): the promotion page for users without content-portal access.
 * Route data hideSidebar=true: the shell shows it without the navigation menu.
 */
export const contentPortalRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'content-portal',
  staticData: { hideSidebar: true },
  component: function ContentPortalRoute() {
    return <ContentPortalPage helpUrl={getConfig().links.contentPortalHelp} />;
  },
});
