/** Every key the shell itself persists lives under this namespace (tokens excepted: spec §9). */
export const STORAGE_NAMESPACE = 'feedline';

export const storageKeys = {
  navCollapsed: `${STORAGE_NAMESPACE}.nav.collapsed`,
  lastAccount: `${STORAGE_NAMESPACE}.account.last`,
  returnTo: `${STORAGE_NAMESPACE}.auth.return-to`,
} as const;

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access to localStorage throws when storage is disabled (privacy modes, sandboxed frames).
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs us persistence, never the page.
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // See writeItem.
  }
}
