import { createApiClient } from '@feedline/api-client';
import { describe, expect, it, vi } from 'vitest';
import { bridgeAuth } from './bridge-auth';
import { SessionUnavailableError, type ShellBridge } from './shell-bridge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, requestSession: ShellBridge['requestSession']) {
  return createApiClient({
    baseUrl: 'http://api.test/api',
    auth: bridgeAuth({ requestSession }),
    fetch,
  });
}

describe('bridge session as API credentials', () => {
  it("sends the shell's session token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { ok: true }));
    const requestSession = vi.fn(async () => ({ accessToken: 't1', locale: 'en' }));
    await expect(client(fetch, requestSession).get('/sites/1')).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]![0]).toBe('http://api.test/api/sites/1');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { authorization: 'Bearer t1' } });
  });

  it('asks the shell for a renewed session once on 401 and repeats the call', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(401, { message: 'expired' }))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    let token = 'stale';
    const requestSession = vi.fn(async ({ renew = false } = {}) => {
      if (renew) token = 'fresh';
      return { accessToken: token, locale: 'en' };
    });
    await expect(client(fetch, requestSession).put('/x', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(requestSession).toHaveBeenCalledWith({ renew: true });
    expect(fetch.mock.calls[1]![1]).toMatchObject({
      headers: { authorization: 'Bearer fresh' },
      body: '{"a":1}',
    });
  });

  it('fails with the session error when the shell does not answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const requestSession = vi.fn(async () => {
      throw new SessionUnavailableError('no shell');
    });
    await expect(client(fetch, requestSession).get('/sites/1')).rejects.toBeInstanceOf(
      SessionUnavailableError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
