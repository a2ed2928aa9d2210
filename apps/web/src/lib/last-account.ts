import { readItem, removeItem, storageKeys, writeItem } from './storage';

export function readLastAccountId(): number | null {
  const raw = readItem(storageKeys.lastAccount);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberLastAccountId(accountId: number): void {
  writeItem(storageKeys.lastAccount, String(accountId));
}

/** Forgets the remembered organisation (spec §4: cleared when the access-denied page opens). */
export function forgetLastAccountId(): void {
  removeItem(storageKeys.lastAccount);
}
