export const ACCESS_DENIED_REASONS = ['unauthorized', 'inaccessible'] as const;
export type AccessDeniedReason = (typeof ACCESS_DENIED_REASONS)[number];

/** The `reason` query parameter of /access-denied; anything else means unauthorized (spec §2.3). */
export function parseAccessDeniedReason(value: unknown): AccessDeniedReason {
  return value === 'inaccessible' ? 'inaccessible' : 'unauthorized';
}
