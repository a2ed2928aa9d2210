import { describe, expect, it } from 'vitest';
import {
  browserSessionFlagStorage,
  createOncePerSession,
  OVERDUE_SHOWN_KEY,
  type SessionFlagStorage,
} from './overdue-invoice-notice';

function memory(
  initial: Record<string, string> = {},
): SessionFlagStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    read: (key) => values[key] ?? null,
    write: (key, value) => void (values[key] = value),
  };
}

describe('createOncePerSession (spec §4: overdue toast once)', () => {
  it('lets the first claim through and no other while it is held', () => {
    const once = createOncePerSession(memory());
    expect(once.claim()).toBe(true);
    expect(once.claim()).toBe(false);
  });

  it('stays closed after commit, in memory and in sessionStorage', () => {
    const storage = memory();
    const once = createOncePerSession(storage);
    once.claim();
    once.commit();
    expect(storage.values[OVERDUE_SHOWN_KEY]).toBe('true');
    once.release();
    expect(once.claim()).toBe(false);
    // A reload in the same browser session builds a new guard over the same storage.
    expect(createOncePerSession(storage).claim()).toBe(false);
  });

  it('opens again after a release (the feature check said no)', () => {
    const once = createOncePerSession(memory());
    once.claim();
    once.release();
    expect(once.claim()).toBe(true);
  });

  it('holds in memory when the storage refuses writes', () => {
    const once = createOncePerSession({ read: () => null, write: () => {} });
    once.claim();
    once.commit();
    expect(once.claim()).toBe(false);
  });

  it('uses sessionStorage in the browser', () => {
    browserSessionFlagStorage.write(OVERDUE_SHOWN_KEY, 'true');
    expect(sessionStorage.getItem(OVERDUE_SHOWN_KEY)).toBe('true');
    expect(browserSessionFlagStorage.read(OVERDUE_SHOWN_KEY)).toBe('true');
    sessionStorage.clear();
  });
});
