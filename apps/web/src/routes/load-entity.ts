import { redirect } from '@tanstack/react-router';
import { entityLoadFailureTarget } from '../features/errors/model/load-failure';

/**
 * Loads an account, project or site for a route; 403 goes to access denied (inaccessible) and
 * 404 to not found (spec §8). Other errors reach the route's error component.
 */
export async function loadEntity<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const target = entityLoadFailureTarget(error);
    if (target?.to === '/access-denied') {
      throw redirect({ to: '/access-denied', search: { reason: target.reason }, replace: true });
    }
    if (target?.to === '/not-found') throw redirect({ to: '/not-found', replace: true });
    if (target?.to === '/unverified') throw redirect({ to: '/unverified', replace: true });
    if (target?.to === '/unauthorized') throw redirect({ to: '/unauthorized', replace: true });
    throw error;
  }
}
