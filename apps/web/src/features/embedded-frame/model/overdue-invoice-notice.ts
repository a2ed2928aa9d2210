import { STORAGE_NAMESPACE } from '../../../lib/storage';

/** The feature that allows the overdue-invoice toast for an account (spec §3, §4). */
export const OVERDUE_INVOICE_FEATURE = 'banner.invoice_overdue';

/** sessionStorage key: the toast was shown in this browser session. */
export const OVERDUE_SHOWN_KEY = `${STORAGE_NAMESPACE}.invoices.overdue-shown`;

export interface SessionFlagStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
}

/** The tab's sessionStorage; a disabled or full storage only costs the cross-reload memory. */
export const browserSessionFlagStorage: SessionFlagStorage = {
  read: (key) => {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  write: (key, value) => {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // See read.
    }
  },
};

export interface OncePerSession {
  /**
   * Reserves the single showing: true for the first caller, false when it was shown in this browser
   * session or another caller holds the reservation (an async check is running).
   */
  claim: () => boolean;
  /** Gives a reservation back without showing (the check said no): a later message may try again. */
  release: () => void;
  /** Records the showing for the rest of the browser session. */
  commit: () => void;
}

/**
 * The overdue-invoice toast is shown once per browser session (spec §4). The sessionStorage flag
 * survives reloads; the in-memory state also covers two frames asking at the same moment and a
 * storage that refuses writes.
 */
export function createOncePerSession(
  storage: SessionFlagStorage,
  key: string = OVERDUE_SHOWN_KEY,
): OncePerSession {
  let state: 'open' | 'claimed' | 'done' = 'open';
  return {
    claim() {
      if (state !== 'open' || storage.read(key) === 'true') return false;
      state = 'claimed';
      return true;
    },
    release() {
      if (state === 'claimed') state = 'open';
    },
    commit() {
      state = 'done';
      storage.write(key, 'true');
    },
  };
}

/** The tab's one guard, shared by every embedded frame. */
export const overdueInvoiceNotice: OncePerSession = createOncePerSession(browserSessionFlagStorage);
