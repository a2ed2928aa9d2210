import { lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk (ARCHITECTURE §9) with `preload()`: the router calls it when it
 * preloads the route, so a link that becomes visible (defaultPreload 'viewport') fetches the
 * chunk ahead of the click (spec §2.3).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

function lazyPage<TModule, TName extends keyof TModule>(
  importer: () => Promise<TModule>,
  name: TName,
): TModule[TName] & { preload: () => Promise<void> } {
  let loading: Promise<{ default: AnyComponent }> | undefined;
  const load = () =>
    (loading ??= importer().then((module) => ({
      default: module[name] as AnyComponent,
    })));
  return Object.assign(lazy(load), { preload: () => load().then(() => undefined) }) as never;
}

export const NotFoundPage = lazyPage(
  () => import('../features/errors/components/not-found-page'),
  'NotFoundPage',
);
export const AccessDeniedPage = lazyPage(
  () => import('../features/errors/components/access-denied-page'),
  'AccessDeniedPage',
);
export const NoAccessPage = lazyPage(
  () => import('../features/errors/components/no-access-page'),
  'NoAccessPage',
);
export const UnverifiedPage = lazyPage(
  () => import('../features/errors/components/unverified-page'),
  'UnverifiedPage',
);
export const ContentPortalPage = lazyPage(
  () => import('../features/content-portal/components/content-portal-page'),
  'ContentPortalPage',
);
export const LogoutPage = lazyPage(
  () => import('../features/auth/components/logout-page'),
  'LogoutPage',
);
export const AuthCallbackPage = lazyPage(
  () => import('../features/auth/components/auth-callback-page'),
  'AuthCallbackPage',
);
export const EmbeddedScreenPage = lazyPage(
  () => import('../features/embedded-frame/components/embedded-screen-page'),
  'EmbeddedScreenPage',
);
export const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
);
