import { createRoute } from '@tanstack/react-router';
import { ProfilePage } from './lazy-pages';
import { shellRoute } from './shell-route';

/** The user's profile (spec §2.3): two-factor set-up; target of the two-factor modal. */
export const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'profile',
  component: ProfilePage,
});
