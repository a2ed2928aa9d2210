import { describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_INTERVAL_MS,
  ACTIVITY_STORAGE_KEY,
  createCustomerSuccess,
  isActivityDue,
  startCustomerSuccess,
  type CustomerSuccessDeps,
} from './customer-success';

const config = { apiKey: 'tenant-token', url: 'https://analytics.example.test/' };
const DAY = ACTIVITY_INTERVAL_MS;

function deps(initial: Record<string, string> = {}, ok = true) {
  const values: Record<string, string> = { ...initial };
  let now = 1_700_000_000_000;
  const fetch = vi.fn((..._args: Parameters<typeof globalThis.fetch>) =>
    Promise.resolve(new Response(null, { status: ok ? 200 : 500 })),
  );
  const result: CustomerSuccessDeps & {
    values: Record<string, string>;
    fetch: typeof fetch;
    advance: (ms: number) => void;
  } = {
    values,
    fetch,
    read: (key) => values[key] ?? null,
    write: (key, value) => {
      values[key] = value;
    },
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
  return result;
}

function bodyOf(call: unknown[]): unknown {
  return JSON.parse(String((call[1] as RequestInit).body));
}

describe('activity metric due (spec §9: at most once per 24 h)', () => {
  const stamp = (email: string, at: number) => JSON.stringify({ email, at });

  it('is due when never sent, or stored garbage', () => {
    expect(isActivityDue(null, 'a@x.test', 0)).toBe(true);
    expect(isActivityDue('not json', 'a@x.test', 0)).toBe(true);
    expect(isActivityDue('{"at":"x"}', 'a@x.test', 0)).toBe(true);
  });

  it('is not due within 24 h, due from 24 h on', () => {
    expect(isActivityDue(stamp('a@x.test', 1000), 'a@x.test', 1000 + DAY - 1)).toBe(false);
    expect(isActivityDue(stamp('a@x.test', 1000), 'a@x.test', 1000 + DAY)).toBe(true);
  });

  it('is due for another user signing in on the same browser', () => {
    expect(isActivityDue(stamp('a@x.test', 1000), 'b@x.test', 1001)).toBe(true);
  });

  it('is due when the stamp lies in the future (a clock set back)', () => {
    expect(isActivityDue(stamp('a@x.test', 5000), 'a@x.test', 1000)).toBe(true);
  });
});

describe('customer-success client', () => {
  it("sends 'General activity' (value 1, EndUser, e-mail as external id) once per 24 h", async () => {
    const d = deps();
    const client = createCustomerSuccess(config, d);

    expect(await client.sendGeneralActivity('ada@acme.test')).toBe(true);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = d.fetch.mock.calls[0]!;
    expect(url).toBe('https://analytics.example.test/dimensiondata/tenant-token');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(bodyOf(d.fetch.mock.calls[0]!)).toEqual([
      { dimensionId: 'General activity', value: 1, model: 'EndUser', externalId: 'ada@acme.test' },
    ]);
    expect(JSON.parse(d.values[ACTIVITY_STORAGE_KEY]!)).toMatchObject({ email: 'ada@acme.test' });
    expect(ACTIVITY_STORAGE_KEY).toBe('feedline.customer-success.activity');

    d.advance(DAY - 1);
    expect(await client.sendGeneralActivity('ada@acme.test')).toBe(false);
    expect(d.fetch).toHaveBeenCalledTimes(1);

    d.advance(1);
    expect(await client.sendGeneralActivity('ada@acme.test')).toBe(true);
    expect(d.fetch).toHaveBeenCalledTimes(2);
  });

  it('remembers only a delivered metric, so a failed one is retried', async () => {
    const d = deps({}, false);
    const client = createCustomerSuccess(config, d);
    expect(await client.sendGeneralActivity('ada@acme.test')).toBe(false);
    expect(d.values[ACTIVITY_STORAGE_KEY]).toBeUndefined();
  });

  it('swallows network failures', async () => {
    const d = deps();
    d.fetch.mockRejectedValueOnce(new TypeError('offline'));
    const client = createCustomerSuccess(config, d);
    await expect(client.sendGeneralActivity('ada@acme.test')).resolves.toBe(false);
  });

  it('identifies the user and tracks events for them', async () => {
    const d = deps();
    const client = createCustomerSuccess(config, d);
    await client.track('before identify');
    expect(d.fetch).not.toHaveBeenCalled();

    await client.identify({ email: 'ada@acme.test', name: 'Ada Lovelace' });
    await client.track('Opens the image designer');
    expect(d.fetch.mock.calls.map((call) => call[0])).toEqual([
      'https://analytics.example.test/analytics/tenant-token',
      'https://analytics.example.test/analytics/tenant-token',
    ]);
    expect(bodyOf(d.fetch.mock.calls[0]!)).toEqual({
      type: 'identify',
      email: 'ada@acme.test',
      externalId: 'ada@acme.test',
      name: 'Ada Lovelace',
    });
    expect(bodyOf(d.fetch.mock.calls[1]!)).toEqual({
      type: 'track',
      action: 'Opens the image designer',
      email: 'ada@acme.test',
      externalId: 'ada@acme.test',
      name: 'Ada Lovelace',
    });
  });
});

describe('startCustomerSuccess', () => {
  it('is off without configuration: no call, no tracker', () => {
    const register = vi.fn();
    const d = deps();
    expect(startCustomerSuccess(undefined, { email: 'a@x.test', name: 'A' }, register, d)).toBe(
      undefined,
    );
    expect(
      startCustomerSuccess(
        { ...config, apiKey: ' ' },
        { email: 'a@x.test', name: 'A' },
        register,
        d,
      ),
    ).toBe(undefined);
    expect(register).not.toHaveBeenCalled();
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('identifies, sends the activity metric and registers the tracker', async () => {
    const register = vi.fn();
    const d = deps();
    startCustomerSuccess(config, { email: 'a@x.test', name: 'A' }, register, d);
    await vi.waitFor(() => expect(d.fetch).toHaveBeenCalledTimes(2));
    expect(d.fetch.mock.calls.map((call) => String(call[0]).split('/').at(-2))).toEqual([
      'analytics',
      'dimensiondata',
    ]);
    expect(register).toHaveBeenCalledTimes(1);
    register.mock.calls[0]![0]('Opens the image designer');
    await vi.waitFor(() => expect(d.fetch).toHaveBeenCalledTimes(3));
  });
});
