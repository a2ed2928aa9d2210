import { describe, expect, it, vi } from 'vitest';
import { type ApiAuth, type ApiClientOptions, createApiClient } from './client';
import { ApiRequestError, TokenRefreshError } from './errors';

const ORIGIN = 'http://app.test';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers by URL (without query) and records every request. */
function fakeFetch(routes: Record<string, Handler>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = init?.body === undefined ? '' : String(init.body);
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    const handler = routes[request.url.split('?')[0]!];
    return handler ? handler(request) : new Response(null, { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function setup(
  routes: Record<string, Handler>,
  overrides: Partial<ApiAuth> = {},
  options: Partial<ApiClientOptions> = {},
) {
  let token: string | null = 'old-token';
  const auth = {
    accessToken: vi.fn(() => token),
    renew: vi.fn(async () => {
      token = 'new-token';
      return true;
    }),
    onRenewFailed: vi.fn(),
    ...overrides,
  };
  const { fetch, seen } = fakeFetch(routes);
  const client = createApiClient({
    baseUrl: '/api',
    origin: () => ORIGIN,
    auth,
    fetch,
    ...options,
  });
  return { client, auth, seen };
}

describe('requests', () => {
  it('resolve paths against the base URL and send the bearer token', async () => {
    const { client, seen } = setup({ [`${ORIGIN}/api/sites/1`]: () => json({ ok: true }) });
    await expect(client.get('/sites/1')).resolves.toEqual({ ok: true });
    expect(seen).toEqual([
      {
        method: 'GET',
        url: `${ORIGIN}/api/sites/1`,
        authorization: 'Bearer old-token',
        body: undefined,
      },
    ]);
  });

  it('add search parameters and leave out empty ones', async () => {
    const { client, seen } = setup({ [`${ORIGIN}/api/accounts`]: () => json({ data: [] }) });
    await client.get('/accounts', { searchParams: { page: 1, search: 'a b', role: undefined } });
    expect(seen[0]!.url).toBe(`${ORIGIN}/api/accounts?page=1&search=a+b`);
  });

  it('send bodies as JSON with every method', async () => {
    const echo: Handler = async (request) => json({ method: request.method });
    const url = `${ORIGIN}/api/x`;
    const { client, seen } = setup({ [url]: echo });
    await expect(client.post('/x', { a: 1 })).resolves.toEqual({ method: 'POST' });
    await expect(client.put('/x', { a: 2 })).resolves.toEqual({ method: 'PUT' });
    await expect(client.patch('/x', { a: 3 })).resolves.toEqual({ method: 'PATCH' });
    await expect(client.delete('/x')).resolves.toEqual({ method: 'DELETE' });
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['POST', { a: 1 }],
      ['PUT', { a: 2 }],
      ['PATCH', { a: 3 }],
      ['DELETE', undefined],
    ]);
  });

  it('take an absolute URL as is (another service of the platform)', async () => {
    const url = 'http://legacy.test/sites/1/secure-hash';
    const { client, seen } = setup({ [url]: () => json({}) });
    await client.get(url);
    expect(seen[0]!.url).toBe(url);
  });

  it('resolve an empty answer to undefined', async () => {
    const { client } = setup({
      [`${ORIGIN}/api/x`]: () => new Response(null, { status: 204 }),
    });
    await expect(client.post('/x')).resolves.toBeUndefined();
  });
});

describe('bearer header', () => {
  it('is left out where attachBearer says so, and no token means no header', async () => {
    const attachBearer = (url: string) => !new URL(url).pathname.startsWith('/user');
    const routes = {
      [`${ORIGIN}/user/invitation`]: () => json({}),
      [`${ORIGIN}/api/user`]: () => json({}),
    };
    const { client, seen } = setup(routes, {}, { baseUrl: ORIGIN, attachBearer });
    await client.get('/user/invitation');
    await client.get('/api/user');
    expect(seen.map((request) => request.authorization)).toEqual([null, 'Bearer old-token']);

    const anonymous = setup(routes, { accessToken: () => null });
    await anonymous.client.get('/user');
    expect(anonymous.seen[0]!.authorization).toBeNull();
  });

  it('may come from an asynchronous session (an embedded screen asks the shell)', async () => {
    const { client, seen } = setup(
      { [`${ORIGIN}/api/sites/1`]: () => json({}) },
      { accessToken: async () => 't1' },
    );
    await client.get('/sites/1');
    expect(seen[0]!.authorization).toBe('Bearer t1');
  });

  it('fails the request with the session error when there is no session', async () => {
    const unavailable = new Error('not inside Feedline');
    const { client, seen } = setup(
      { [`${ORIGIN}/api/sites/1`]: () => json({}) },
      { accessToken: () => Promise.reject(unavailable) },
    );
    await expect(client.get('/sites/1')).rejects.toBe(unavailable);
    expect(seen).toEqual([]);
  });
});

describe('case conversion (spec §7)', () => {
  it('sends kebab-case keys and reads camelCase keys when asked', async () => {
    const { client, seen } = setup({
      [`${ORIGIN}/api/copy`]: () => json({ success: true, 'copied-targets': [{ 'site-id': 2 }] }),
    });
    const result = await client.post(
      '/copy',
      { sourceSiteId: 1, targets: [{ channelId: 3 }] },
      { convertCase: true },
    );
    expect(seen[0]!.body).toEqual({ 'source-site-id': 1, targets: [{ 'channel-id': 3 }] });
    expect(result).toEqual({ success: true, copiedTargets: [{ siteId: 2 }] });
  });

  it('converts the answer of a request without a body', async () => {
    const { client } = setup({ [`${ORIGIN}/api/hash`]: () => json({ 'secure-hash': 'abc' }) });
    await expect(client.get('/hash', { convertCase: true })).resolves.toEqual({
      secureHash: 'abc',
    });
  });

  it('leaves bodies alone otherwise', async () => {
    const { client, seen } = setup({ [`${ORIGIN}/api/plain`]: () => json({ 'kebab-key': 1 }) });
    await expect(client.post('/plain', { camelKey: 1 })).resolves.toEqual({ 'kebab-key': 1 });
    await expect(client.post('/plain', { camelKey: 1 }, { convertCase: false })).resolves.toEqual({
      'kebab-key': 1,
    });
    expect(seen.map((request) => request.body)).toEqual([{ camelKey: 1 }, { camelKey: 1 }]);
  });
});

describe('401 handling', () => {
  const protectedRoute = {
    [`${ORIGIN}/api/accounts`]: (request: Request) =>
      request.headers.get('authorization') === 'Bearer new-token'
        ? json({ data: [] })
        : json({ statusCode: 401, code: 'unauthenticated', message: 'expired' }, 401),
  };

  it('renews once and retries with the new token', async () => {
    const { client, auth, seen } = setup(protectedRoute);
    await expect(client.get('/accounts')).resolves.toEqual({ data: [] });
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.renew).toHaveBeenCalledWith('old-token');
    expect(seen.map((request) => request.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(auth.onRenewFailed).not.toHaveBeenCalled();
  });

  it("ends the session when renewing fails and raises 'Failed to refresh token, user logged out.'", async () => {
    const { client, auth } = setup(protectedRoute, { renew: vi.fn(async () => false) });
    const error = await client.get('/accounts').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as Error).message).toBe('Failed to refresh token, user logged out.');
    expect(auth.onRenewFailed).toHaveBeenCalledTimes(1);
  });

  it('does not renew for requests sent without a token', async () => {
    const { client, auth } = setup(protectedRoute, { accessToken: () => null });
    await expect(client.get('/accounts')).rejects.toMatchObject({ status: 401 });
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it('retries with the token another tab stored (one renewal for many requests)', async () => {
    let stored = 'old-token';
    const renew = vi.fn(async () => {
      stored = 'new-token';
      return true;
    });
    const { client, seen } = setup(protectedRoute, { accessToken: () => stored, renew });
    await Promise.all([client.get('/accounts'), client.get('/accounts')]);
    expect(renew).toHaveBeenCalledWith('old-token');
    expect(seen.filter((request) => request.authorization === 'Bearer new-token')).toHaveLength(2);
  });

  it('does not loop when the retried request is refused again', async () => {
    const { client, auth } = setup({
      [`${ORIGIN}/api/accounts`]: () => new Response(null, { status: 401 }),
    });
    await expect(client.get('/accounts')).rejects.toBeInstanceOf(ApiRequestError);
    expect(auth.renew).toHaveBeenCalledTimes(1);
  });
});

describe('403 keys (spec §8, every API call)', () => {
  it.each([
    'retail-px user',
    'content-portal user',
    'unauthorized-user',
    'inactive-user',
    'unverified-user',
  ])('hands %j to the central handler and still fails the request', async (key) => {
    const onForbidden = vi.fn();
    const { client } = setup(
      {
        [`${ORIGIN}/api/sites/3/channels`]: () =>
          json({ statusCode: 403, code: 'forbidden', message: 'no', key }, 403),
      },
      {},
      { onForbidden },
    );
    const error = await client.get('/sites/3/channels').catch((caught: unknown) => caught);
    expect(onForbidden).toHaveBeenCalledWith(key);
    expect(error).toMatchObject({ status: 403, key });
  });

  it('is not called for other statuses', async () => {
    const onForbidden = vi.fn();
    const { client } = setup({}, {}, { onForbidden });
    await client.get('/x').catch(() => undefined);
    expect(onForbidden).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('are reported and passed on', async () => {
    const onError = vi.fn();
    const { client } = setup(
      { [`${ORIGIN}/api/broken`]: () => new Response(null, { status: 500 }) },
      {},
      { onError },
    );
    const error = await client.get('/broken').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(onError).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ request: { method: 'GET', url: `${ORIGIN}/api/broken` } });
  });

  it('carry status, code, key and message of the API error body', async () => {
    const { client } = setup({
      [`${ORIGIN}/api/accounts/9`]: () =>
        json(
          { statusCode: 403, code: 'forbidden', message: 'No access', key: 'inaccessible' },
          403,
        ),
    });
    const error = await client.get('/accounts/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      key: 'inaccessible',
      message: 'No access',
    });
  });

  it('fall back to a code from the status when the body is not an API error', async () => {
    const { client } = setup({
      [`${ORIGIN}/api/accounts/8`]: () => new Response('gone', { status: 404 }),
    });
    const error = await client.get('/accounts/8').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, code: 'not-found', key: undefined });
  });
});
