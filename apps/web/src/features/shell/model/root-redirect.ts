/**
 * The account `/` opens (spec §2.3): with several accounts the remembered one if it is still
 * among them, else the first; with one, that one; with none, null (the "no organisation" state).
 */
export function pickStartAccountId(
  accountIds: readonly number[],
  lastAccountId: number | null,
): number | null {
  const [first] = accountIds;
  if (first === undefined) return null;
  if (accountIds.length === 1) return first;
  if (lastAccountId !== null && accountIds.includes(lastAccountId)) return lastAccountId;
  return first;
}
