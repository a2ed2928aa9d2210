import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';

/**
 * Pages in their own chunks (ARCHITECTURE §9), with the router's `preload()`: the router calls it
 * when it preloads the route, so a link that becomes visible (defaultPreload 'viewport') fetches
 * the chunk ahead of the click (spec §2.3).
 */
export const NotFoundPage = lazyRouteComponent(
  () => import('../features/errors/components/not-found-page'),
  'NotFoundPage',
);
export const AccessDeniedPage = lazyRouteComponent(
  () => import('../features/errors/components/access-denied-page'),
  'AccessDeniedPage',
);
export const NoAccessPage = lazyRouteComponent(
  () => import('../features/errors/components/no-access-page'),
  'NoAccessPage',
);
export const UnverifiedPage = lazyRouteComponent(
  () => import('../features/errors/components/unverified-page'),
  'UnverifiedPage',
);
export const ContentPortalPage = lazyRouteComponent(
  () => import('../features/content-portal/components/content-portal-page'),
  'ContentPortalPage',
);
export const LogoutPage = lazyRouteComponent(
  () => import('../features/auth/components/logout-page'),
  'LogoutPage',
);
export const AuthCallbackPage = lazyRouteComponent(
  () => import('../features/auth/components/auth-callback-page'),
  'AuthCallbackPage',
);
export const EmbeddedScreenPage = lazyRouteComponent(
  () => import('../features/embedded-frame/components/embedded-screen-page'),
  'EmbeddedScreenPage',
);
export const ProfilePage = lazyRouteComponent(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
);
export const InvitationPage = lazyRouteComponent(
  () => import('../features/invitations/components/invitation-page'),
  'InvitationPage',
);

/** The data-flow page's copy button and its dialog: a chunk of their own (spec §2.12, §2.13). */
export const CopyDataFlowButton = lazy(() =>
  import('../features/copy-data-flow/components/copy-button').then((module) => ({
    default: module.CopyDataFlowButton,
  })),
);
export const OrganisationSettingsLayout = lazyRouteComponent(
  () => import('../features/organisation-settings/components/settings-layout'),
  'SettingsLayout',
);
export const OrganisationDetailsPage = lazyRouteComponent(
  () => import('../features/organisation-settings/components/details-page'),
  'DetailsPage',
);
export const OrganisationSsoPage = lazyRouteComponent(
  () => import('../features/organisation-settings/components/sso-page'),
  'SsoPage',
);
export const OrganisationSsoWizardPage = lazyRouteComponent(
  () => import('../features/organisation-settings/components/sso-wizard-page'),
  'SsoWizardPage',
);
export const OrganisationSsoEditPage = lazyRouteComponent(
  () => import('../features/organisation-settings/components/sso-edit-page'),
  'SsoEditPage',
);
