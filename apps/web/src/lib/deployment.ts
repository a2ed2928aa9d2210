import type { WebConfig } from '@feedline/contracts';

/** Areas still in trial, by their first path segment: not offered on staging (spec §2.3). */
const NOT_ON_STAGING = ['feedbacks'] as const;

/**
 * Whether the area a path or route belongs to is offered on this deployment. The menu hides what
 * is not, and its routes do not match (the not-found page shows).
 */
export function isAreaOffered(path: string, deployment: WebConfig['deployment']): boolean {
  if (deployment !== 'staging') return true;
  const area = path.split('/').find((segment) => segment !== '');
  return !NOT_ON_STAGING.some((name) => name === area);
}
