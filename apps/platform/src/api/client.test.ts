import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token and parses the answer', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    const bridge = { requestSession: vi.fn(async () => ({ accessToken: 't1', locale: 'en' })) };
    const api = createApiClient({ baseUrl: 'http://api.test/api', bridge, fetch });
    await expect(api.get('/sites/1')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/api/sites/1',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: 'Bearer t1' }),
      }),
    );
  });

  it('asks for a renewed session once on 401 and repeats the call', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(401, { message: 'expired' }))
      .mockResolvedValueOnce(json(200, { id: 1 }));
    const bridge = {
      requestSession: vi.fn(async ({ renew = false } = {}) => ({
        accessToken: renew ? 'fresh' : 'stale',
        locale: 'en',
      })),
    };
    const api = createApiClient({ baseUrl: 'http://api.test/api', bridge, fetch });
    await expect(api.put('/x', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(bridge.requestSession).toHaveBeenLastCalledWith({ renew: true });
    expect(fetch.mock.calls[1]![1]).toMatchObject({
      headers: { authorization: 'Bearer fresh' },
      body: '{"a":1}',
    });
  });

  it('turns an error answer into an ApiError with status and key', async () => {
    const fetch = vi.fn(async () => json(403, { message: 'No access', key: 'inaccessible' }));
    const bridge = { requestSession: vi.fn(async () => ({ accessToken: 't', locale: 'en' })) };
    const api = createApiClient({ baseUrl: 'http://api.test/api', bridge, fetch });
    const error = await api.get('/sites/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, key: 'inaccessible', message: 'No access' });
  });
});
