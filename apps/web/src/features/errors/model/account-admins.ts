import type { AccountUser } from '@feedline/contracts';

/** Whose administrators the access-denied page asks for: the first organisations of the user. */
export const MAX_ADMIN_ACCOUNTS = 10;

/**
 * The administrators of several organisations as one list: each person once (e-mail addresses
 * compared without case), ordered by name.
 */
export function mergeAdmins(lists: readonly (readonly AccountUser[] | undefined)[]): AccountUser[] {
  const byEmail = new Map<string, AccountUser>();
  for (const admin of lists.flatMap((list) => list ?? [])) {
    const key = admin.email.trim().toLowerCase();
    if (key !== '' && !byEmail.has(key)) byEmail.set(key, admin);
  }
  return [...byEmail.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
  );
}
