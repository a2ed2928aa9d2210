import type { WebConfig } from '@feedline/contracts';
import { readItem, STORAGE_NAMESPACE, writeItem } from '../storage';

export type CustomerSuccessConfig = NonNullable<WebConfig['customerSuccess']>;

/** The custom metric sent for an active user (spec §7). */
export const GENERAL_ACTIVITY_METRIC = 'General activity';
/** Sent at most once per 24 h (spec §9). */
export const ACTIVITY_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const ACTIVITY_STORAGE_KEY = `${STORAGE_NAMESPACE}.customer-success.activity`;

export interface CustomerSuccessUser {
  email: string;
  name: string;
}

export interface CustomerSuccessDeps {
  fetch: typeof fetch;
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
  now: () => number;
}

interface ActivityStamp {
  email: string;
  at: number;
}

function parseStamp(raw: string | null): ActivityStamp | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ActivityStamp>;
    return typeof value.email === 'string' && typeof value.at === 'number'
      ? { email: value.email, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the activity metric is due: never sent for this user, or 24 h or more ago. A stamp
 * from the future (a clock set back) counts as stale rather than silencing the metric for good.
 */
export function isActivityDue(storedStamp: string | null, email: string, now: number): boolean {
  const stamp = parseStamp(storedStamp);
  if (!stamp || stamp.email !== email) return true;
  const elapsed = now - stamp.at;
  return elapsed >= ACTIVITY_INTERVAL_MS || elapsed < 0;
}

export interface CustomerSuccessClient {
  identify: (user: CustomerSuccessUser) => Promise<void>;
  track: (action: string) => Promise<void>;
  /** Sends 'General activity' unless it was sent for this user in the last 24 h. */
  sendGeneralActivity: (email: string) => Promise<boolean>;
}

const defaultDeps = (): CustomerSuccessDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  read: readItem,
  write: writeItem,
  now: () => Date.now(),
});

/**
 * Planhat-style HTTP calls to config.url with the API key (the tenant token): user activity
 * (identify and track) to `/analytics/{key}`, custom metrics to `/dimensiondata/{key}`.
 * Failures are swallowed: metrics never disturb the product.
 */
export function createCustomerSuccess(
  config: CustomerSuccessConfig,
  deps: CustomerSuccessDeps = defaultDeps(),
): CustomerSuccessClient {
  const base = config.url.replace(/\/+$/, '');
  const key = encodeURIComponent(config.apiKey);
  let identity: CustomerSuccessUser | undefined;

  async function post(path: string, body: unknown): Promise<boolean> {
    try {
      const response = await deps.fetch(`${base}/${path}/${key}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
        credentials: 'omit',
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  return {
    async identify(user) {
      identity = user;
      await post('analytics', {
        type: 'identify',
        email: user.email,
        externalId: user.email,
        name: user.name,
      });
    },
    async track(action) {
      if (!identity) return;
      await post('analytics', {
        type: 'track',
        action,
        email: identity.email,
        externalId: identity.email,
        name: identity.name,
      });
    },
    async sendGeneralActivity(email) {
      if (!isActivityDue(deps.read(ACTIVITY_STORAGE_KEY), email, deps.now())) return false;
      const sent = await post('dimensiondata', [
        { dimensionId: GENERAL_ACTIVITY_METRIC, value: 1, model: 'EndUser', externalId: email },
      ]);
      // Only a delivered metric counts; a failed one is tried again on the next start.
      if (sent) deps.write(ACTIVITY_STORAGE_KEY, JSON.stringify({ email, at: deps.now() }));
      return sent;
    },
  };
}

/**
 * Starts customer success for a signed-in user: identify, the daily activity metric, and the
 * tracker UI code reports to. Off (undefined) without configuration.
 */
export function startCustomerSuccess(
  config: CustomerSuccessConfig | undefined,
  user: CustomerSuccessUser,
  register: (track: (event: string) => void) => void,
  deps?: CustomerSuccessDeps,
): CustomerSuccessClient | undefined {
  if (!config || config.apiKey.trim() === '') return undefined;
  const client = createCustomerSuccess(config, deps);
  void client.identify(user);
  void client.sendGeneralActivity(user.email);
  register((event) => void client.track(event));
  return client;
}
