import { createRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { getConfig } from '../config/config';
import { LoginPage } from '../features/auth/components/login-page';
import { AuthCallbackPage, LogoutPage } from './lazy-pages';
import { rootRoute } from './root-route';
import { hlOf, optionalString } from './search-params';

export interface LoginSearch {
  redirectUrl?: string | undefined;
  hl?: string | undefined;
  /** The address to fill in on the login page (an invitation's, say). */
  loginHint?: string | undefined;
  /** Sign in through this organisation's identity provider (its SSO subdomain, spec §9). */
  sso?: string | undefined;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirectUrl: optionalString(search.redirectUrl),
    hl: optionalString(search.hl),
    loginHint: optionalString(search.loginHint),
    sso: optionalString(search.sso),
  }),
  component: function LoginRoute() {
    const { redirectUrl, hl, loginHint, sso } = loginRoute.useSearch();
    return (
      <LoginPage
        returnTo={redirectUrl ?? getConfig().logoutRedirectUrl}
        locale={hl ?? hlOf(redirectUrl)}
        loginHint={loginHint}
        sso={sso}
      />
    );
  },
});

export interface LogoutSearch {
  redirectUrl?: string | undefined;
}

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  validateSearch: (search: Record<string, unknown>): LogoutSearch => ({
    redirectUrl: optionalString(search.redirectUrl),
  }),
  component: function LogoutRoute() {
    const { redirectUrl } = logoutRoute.useSearch();
    return <LogoutPage redirectUrl={redirectUrl} />;
  },
});

function allowedReturnOrigins(): string[] {
  try {
    return [new URL(getConfig().logoutRedirectUrl).origin];
  } catch {
    return [];
  }
}

export const authCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth/callback',
  component: function AuthCallbackRoute() {
    const allowedOrigins = useMemo(allowedReturnOrigins, []);
    return <AuthCallbackPage allowedOrigins={allowedOrigins} />;
  },
});
