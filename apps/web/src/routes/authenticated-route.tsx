import type { CurrentUser } from '@feedline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRoute,
  Outlet,
  redirect,
  useRouter,
  type ParsedLocation,
} from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLanguageSync } from '../app/language-sync';
import { ErrorState } from '../components/error-state';
import { SlicedFirstRender } from '../components/sliced-first-render';
import { StandalonePage } from '../components/standalone-page';
import { currentUserQueryOptions } from '../lib/current-user-query';
import { userLoadFailureTarget } from '../features/errors/model/load-failure';
import { isBlockedByTwoFactorPolicy } from '../features/two-factor/model/two-factor-policy';
import { isApiRequestError, TokenRefreshError } from '@feedline/api-client';
import { takePendingReturnTo } from '../lib/auth/return-to';
import { hasSession } from '../lib/auth/token-store';
import { rootRoute } from './root-route';
import { optionalString, parsePlatformSearch } from './search-params';
import { startRouteData } from './navigation-ahead';

/** Guard step 1: without a session, go to /login carrying where to come back to. */
function requireSession(location: ParsedLocation, isPreload: boolean): void {
  if (hasSession()) return;
  // A preload must not consume the target remembered by /logout?redirectUrl=….
  const returnTo = (isPreload ? null : takePendingReturnTo()) ?? location.href;
  const hl = optionalString((location.search as Record<string, unknown>).hl);
  throw redirect({ to: '/login', search: { redirectUrl: returnTo, hl }, replace: true });
}

/** Guard step 2: the current user; its failure blocks navigation (spec §6, §8). */
async function loadCurrentUser(queryClient: QueryClient, location: ParsedLocation) {
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    const target = userLoadFailureTarget(error);
    if (target?.to === '/unverified') throw redirect({ to: '/unverified', replace: true });
    if (target?.to === '/unauthorized') throw redirect({ to: '/unauthorized', replace: true });
    if (target?.to === '/profile') {
      throw redirect({ to: '/profile', search: { twoFactor: true }, replace: true });
    }
    if (error instanceof TokenRefreshError || (isApiRequestError(error) && error.status === 401)) {
      // The refresh failed: sign out and come back here afterwards (spec §8).
      throw redirect({ to: '/logout', search: { redirectUrl: location.href }, replace: true });
    }
    throw error;
  }
}

/** Guard step 3: an account enforcing 2FA blocks everything but the profile (spec §6). */
function requireTwoFactorPolicy(user: CurrentUser, location: ParsedLocation): void {
  if (!isBlockedByTwoFactorPolicy(user, location.pathname)) return;
  throw redirect({ to: '/profile', search: { twoFactor: true }, replace: true });
}

function AuthenticatedLayout() {
  const { user } = authenticatedRoute.useRouteContext();
  useLanguageSync(user.language);
  return (
    <SlicedFirstRender>
      <Outlet />
    </SlicedFirstRender>
  );
}

function UserLoadError() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <StandalonePage>
      <ErrorState description={t('app.error.user')} onRetry={() => void router.invalidate()} />
    </StandalonePage>
  );
}

/** Pathless guard of every platform route (TanStack "authenticated routes" pattern). */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  validateSearch: parsePlatformSearch,
  beforeLoad: async ({ context, location, matches, preload }) => {
    requireSession(location, preload);
    // The shell's first screen is requested now, beside the user, not after it (no request chain).
    // Not for a preload (a visible link): a page of 30 site cards would ask for 30 sites' menus.
    if (!preload) startRouteData(context.queryClient, matches, location.pathname);
    const user = await loadCurrentUser(context.queryClient, location);
    requireTwoFactorPolicy(user, location);
    return { user };
  },
  component: AuthenticatedLayout,
  errorComponent: UserLoadError,
});
