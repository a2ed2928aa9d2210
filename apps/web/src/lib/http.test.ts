import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { TEST_ORIGIN } from '../test/test-config';
import { ApiRequestError } from './api-error';
import { TokenRefreshError } from './auth/token-refresher';
import { createHttpClient, type HttpClientDeps } from './http';

function setup(overrides: Partial<HttpClientDeps> = {}) {
  let token: string | null = 'old-token';
  const deps: HttpClientDeps = {
    origin: () => TEST_ORIGIN,
    getAccessToken: () => token,
    refresh: vi.fn(async () => {
      token = 'new-token';
      return true;
    }),
    onRefreshFailed: vi.fn(),
    ...overrides,
  };
  return { client: createHttpClient(deps), deps };
}

describe('bearer header', () => {
  it('is sent to the API, including /api/user', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/user`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    await setup().client.get(`${TEST_ORIGIN}/api/user`).json();
    expect(seen).toEqual(['Bearer old-token']);
  });

  it('is not sent to paths starting with /user or /unauthorized', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/user/invitation`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
      mockHttp.get(`${TEST_ORIGIN}/unauthorized`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    const { client } = setup();
    await client.get(`${TEST_ORIGIN}/user/invitation`).json();
    await client.get(`${TEST_ORIGIN}/unauthorized`).json();
    expect(seen).toEqual([null, null]);
  });
});

describe('X-Convert-Case', () => {
  it('sends kebab-case keys without the header and reads camelCase keys', async () => {
    let received: { body: unknown; header: string | null } | undefined;
    server.use(
      mockHttp.post(`${TEST_ORIGIN}/api/copy`, async ({ request }) => {
        received = { body: await request.json(), header: request.headers.get('X-Convert-Case') };
        return HttpResponse.json({ success: true, 'copied-targets': [{ 'site-id': 2 }] });
      }),
    );
    const result = await setup()
      .client.post(`${TEST_ORIGIN}/api/copy`, {
        json: { sourceSiteId: 1, targets: [{ channelId: 3 }] },
        headers: { 'X-Convert-Case': 'true' },
      })
      .json();

    expect(received).toEqual({
      body: { 'source-site-id': 1, targets: [{ 'channel-id': 3 }] },
      header: null,
    });
    expect(result).toEqual({ success: true, copiedTargets: [{ siteId: 2 }] });
  });

  it('removes the header set to false and converts nothing', async () => {
    let received: { body: unknown; header: string | null } | undefined;
    server.use(
      mockHttp.post(`${TEST_ORIGIN}/api/copy`, async ({ request }) => {
        received = { body: await request.json(), header: request.headers.get('X-Convert-Case') };
        return HttpResponse.json({ 'kebab-key': 1 });
      }),
    );
    const result = await setup()
      .client.post(`${TEST_ORIGIN}/api/copy`, {
        json: { camelKey: 1 },
        headers: { 'X-Convert-Case': 'false' },
      })
      .json();
    expect(received).toEqual({ body: { camelKey: 1 }, header: null });
    expect(result).toEqual({ 'kebab-key': 1 });
  });

  it('removes the header from requests without a body and converts the answer', async () => {
    let header: string | null | undefined;
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/hash`, ({ request }) => {
        header = request.headers.get('X-Convert-Case');
        return HttpResponse.json({ 'secure-hash': 'abc' });
      }),
    );
    const result = await setup()
      .client.get(`${TEST_ORIGIN}/api/hash`, { headers: { 'X-Convert-Case': 'true' } })
      .json();
    expect(header).toBeNull();
    expect(result).toEqual({ secureHash: 'abc' });
  });

  it('leaves bodies alone without the header', async () => {
    let received: unknown;
    server.use(
      mockHttp.post(`${TEST_ORIGIN}/api/plain`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ 'kebab-key': 1 });
      }),
    );
    const result = await setup()
      .client.post(`${TEST_ORIGIN}/api/plain`, { json: { camelKey: 1 } })
      .json();
    expect(received).toEqual({ camelKey: 1 });
    expect(result).toEqual({ 'kebab-key': 1 });
  });
});

describe('401 handling', () => {
  function protectedEndpoint() {
    const tokens: (string | null)[] = [];
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/accounts`, ({ request }) => {
        const header = request.headers.get('Authorization');
        tokens.push(header);
        return header === 'Bearer new-token'
          ? HttpResponse.json({ data: [] })
          : HttpResponse.json(
              { statusCode: 401, code: 'unauthenticated', message: 'expired' },
              { status: 401 },
            );
      }),
    );
    return tokens;
  }

  it('refreshes once and retries with the new token', async () => {
    const tokens = protectedEndpoint();
    const { client, deps } = setup();
    await expect(client.get(`${TEST_ORIGIN}/api/accounts`).json()).resolves.toEqual({ data: [] });
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.refresh).toHaveBeenCalledWith('old-token');
    expect(tokens).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(deps.onRefreshFailed).not.toHaveBeenCalled();
  });

  it("logs out when the refresh fails and raises 'Failed to refresh token, user logged out.'", async () => {
    protectedEndpoint();
    const { client, deps } = setup({ refresh: vi.fn(async () => false) });
    const error = await client
      .get(`${TEST_ORIGIN}/api/accounts`)
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenRefreshError);
    expect((error as Error).message).toBe('Failed to refresh token, user logged out.');
    expect(deps.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for requests sent without a token', async () => {
    protectedEndpoint();
    const { client, deps } = setup({ getAccessToken: () => null });
    await expect(client.get(`${TEST_ORIGIN}/api/accounts`).json()).rejects.toMatchObject({
      status: 401,
    });
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('retries with the token another tab stored (one refresh for many requests)', async () => {
    const tokens = protectedEndpoint();
    let stored = 'old-token';
    const refresh = vi.fn(async () => {
      stored = 'new-token';
      return true;
    });
    const { client } = setup({ getAccessToken: () => stored, refresh });
    await Promise.all([
      client.get(`${TEST_ORIGIN}/api/accounts`).json(),
      client.get(`${TEST_ORIGIN}/api/accounts`).json(),
    ]);
    expect(refresh).toHaveBeenCalledWith('old-token');
    expect(tokens.filter((token) => token === 'Bearer new-token')).toHaveLength(2);
  });

  it('does not loop when the retried request is refused again', async () => {
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/accounts`, () => new HttpResponse(null, { status: 401 })),
    );
    const { client, deps } = setup();
    await expect(client.get(`${TEST_ORIGIN}/api/accounts`).json()).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(deps.refresh).toHaveBeenCalledTimes(1);
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
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/sites/3/channels`, () =>
        HttpResponse.json(
          { statusCode: 403, code: 'forbidden', message: 'no', key },
          { status: 403 },
        ),
      ),
    );
    const onForbidden = vi.fn();
    const error = await setup({ onForbidden })
      .client.get(`${TEST_ORIGIN}/api/sites/3/channels`)
      .json()
      .catch((caught: unknown) => caught);
    expect(onForbidden).toHaveBeenCalledWith(key);
    expect(error).toMatchObject({ status: 403, key });
  });

  it('is not called for other statuses', async () => {
    server.use(mockHttp.get(`${TEST_ORIGIN}/api/x`, () => new HttpResponse(null, { status: 404 })));
    const onForbidden = vi.fn();
    await setup({ onForbidden })
      .client.get(`${TEST_ORIGIN}/api/x`)
      .catch(() => undefined);
    expect(onForbidden).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('are logged and passed on', async () => {
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/broken`, () => new HttpResponse(null, { status: 500 })),
    );
    const onError = vi.fn();
    const error = await setup({ onError })
      .client.get(`${TEST_ORIGIN}/api/broken`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('carry status, code and key of the API error body', async () => {
    server.use(
      mockHttp.get(`${TEST_ORIGIN}/api/accounts/9`, () =>
        HttpResponse.json(
          { statusCode: 403, code: 'forbidden', message: 'no', key: 'inaccessible' },
          { status: 403 },
        ),
      ),
    );
    const error = await setup()
      .client.get(`${TEST_ORIGIN}/api/accounts/9`)
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', key: 'inaccessible' });
  });

  it('fall back to a code from the status when the body is not an API error', async () => {
    server.use(
      mockHttp.get(
        `${TEST_ORIGIN}/api/accounts/8`,
        () => new HttpResponse('gone', { status: 404 }),
      ),
    );
    const error = await setup()
      .client.get(`${TEST_ORIGIN}/api/accounts/8`)
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, code: 'not-found', key: undefined });
  });
});
