import { createRoute, Outlet, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSiteQuery } from '../data/site-query';
import { useStandbyFrame } from '../features/embedded-frame/components/standby-frame';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { useRouteLevel } from '../app/shell-location';
import { AnnouncementStrip } from '../features/announcements/components/announcement-strip';
import { authenticatedRoute } from './authenticated-route';
import { useNavigationIntent } from './navigation-intent';
import { prefetchShellData } from './shell-data';

// The drawer waits for a site's log and the modal for a URL flag anyway, so their code loads
// alongside instead of weighing on the first chunk (ARCHITECTURE.md §9). The announcements are
// above the fold: they render from the first chunk with the rest of the shell.
const NotificationsDrawer = lazy(() =>
  import('../features/notifications/components/notifications-drawer').then((m) => ({
    default: m.NotificationsDrawer,
  })),
);
const TwoFactorModal = lazy(() =>
  import('../features/two-factor/components/two-factor-modal').then((m) => ({
    default: m.TwoFactorModal,
  })),
);

/** The live log belongs to a site: the drawer exists at site and channel level only (spec §2.6). */
function useDrawerSiteId(): number | undefined {
  const {
    level,
    ids: { siteId },
  } = useRouteLevel();
  return level === 'site' || level === 'channel' ? siteId : undefined;
}

/** Pathless layout: platform pages inside the shell (rail, menu, header, strip, drawer). */
export const shellRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'shell',
  // The shell renders once with its switcher, menu and announcements, never pushed down later:
  // their requests started with the route (authenticated-route) and are awaited here.
  loader: ({ context, params, location }) =>
    prefetchShellData(context.queryClient, params as Record<string, unknown>, location.pathname),
  component: function ShellRoute() {
    const { user } = shellRoute.useRouteContext();
    const drawerSiteId = useDrawerSiteId();
    const hasTwoFactorFlag = useSearch({
      strict: false,
      select: (search) => 'twoFactor' in search,
    });
    // The shell's own site query (same cache entry as the title): child site and write right.
    const site = useSiteQuery(drawerSiteId);
    useStandbyFrame();
    useNavigationIntent();
    return (
      <ShellLayout
        user={user}
        banner={<AnnouncementStrip isChildSite={site.data?.childSite === true} />}
        drawer={
          drawerSiteId === undefined ? null : (
            <Suspense fallback={null}>
              <NotificationsDrawer siteId={drawerSiteId} canWrite={site.data?.canWrite === true} />
            </Suspense>
          )
        }
      >
        <Outlet />
        {hasTwoFactorFlag && (
          <Suspense fallback={null}>
            <TwoFactorModal />
          </Suspense>
        )}
      </ShellLayout>
    );
  },
});
