import { createRoute } from '@tanstack/react-router';
import { InvitationPage } from './lazy-pages';
import { rootRoute } from './root-route';

/**
 * The user-invitation area (spec §2.3, §6: path prefix `user`, lazy, not guarded): an invitation
 * link works whether or not the person has a session, or an account.
 */
export const userInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'user/invitation/$token',
  component: function UserInvitationRoute() {
    const { token } = userInvitationRoute.useParams();
    return <InvitationPage token={token} />;
  },
});
