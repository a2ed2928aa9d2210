import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_REQUESTS_KEY,
  MAX_FIRST_REQUESTS,
  forgetFirstRequests,
  recordFirstRequests,
  rememberFirstRequests,
  withFirstRequests,
} from './first-requests';

const origin = window.location.origin;
const api = (path: string) => `${origin}/api${path}`;
const get = (token: string) => ({
  method: 'GET',
  headers: { accept: 'application/json', authorization: `Bearer ${token}` },
});

/** The page's first script, as a fresh page load runs it. */
async function runFirstScript() {
  vi.resetModules();
  (await import('../app/first-script/first-requests')).startFirstRequests();
}

describe('the first screen’s requests, asked for before the app runs', () => {
  const network = vi.fn(
    async (url: string, _init?: RequestInit) => new Response(JSON.stringify({ from: url })),
  );
  beforeEach(() => {
    localStorage.clear();
    network.mockClear();
    vi.stubGlobal('fetch', network);
    window.history.replaceState(null, '', '/overview/account/1');
  });
  afterEach(() => {
    forgetFirstRequests();
    vi.unstubAllGlobals();
  });

  /** A first load of the page: the app's GETs while the first screen is recorded. */
  async function firstLoad(paths: string[], token = 'token-1') {
    localStorage.setItem('access', token);
    recordFirstRequests();
    const appFetch = withFirstRequests(network as unknown as typeof fetch);
    for (const path of paths) await appFetch(api(path), get(token));
    await appFetch(api('/announcements/1'), { method: 'PUT', headers: get(token).headers });
    rememberFirstRequests('/overview/account/1');
  }

  it('the next load of the path asks for the same GETs at once, and the app takes those answers', async () => {
    await firstLoad(['/user', '/accounts/1']);
    network.mockClear();

    await runFirstScript();
    expect(network.mock.calls.map(([url]) => url)).toEqual([api('/user'), api('/accounts/1')]);
    expect(network.mock.calls[0]![1]).toMatchObject({ headers: get('token-1').headers });

    const appFetch = withFirstRequests(network as unknown as typeof fetch);
    const answer = await appFetch(api('/accounts/1'), get('token-1'));
    await expect(answer.json()).resolves.toEqual({ from: api('/accounts/1') });
    // Taken, not asked again; a second ask goes to the network.
    expect(network).toHaveBeenCalledTimes(2);
    await appFetch(api('/accounts/1'), get('token-1'));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('asks again itself when the early answer was not a success, or was asked with another token', async () => {
    await firstLoad(['/user', '/accounts/1']);
    network.mockClear();
    network.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await runFirstScript();

    const appFetch = withFirstRequests(network as unknown as typeof fetch);
    const user = await appFetch(api('/user'), get('token-1'));
    expect(user.status).toBe(200);
    await appFetch(api('/accounts/1'), get('token-2'));
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      api('/user'),
      api('/accounts/1'),
      api('/user'),
      api('/accounts/1'),
    ]);
  });

  it('asks for nothing without a session, on another path, or for another origin', async () => {
    await firstLoad(['/user']);
    const learned = JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY)!) as Record<
      string,
      string[]
    >;
    learned['/overview/account/1']!.push('https://elsewhere.example/api/user');
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(learned));
    network.mockClear();

    await runFirstScript();
    expect(network.mock.calls.map(([url]) => url)).toEqual([api('/user')]);

    network.mockClear();
    window.history.replaceState(null, '', '/overview/account/2');
    await runFirstScript();
    localStorage.removeItem('access');
    window.history.replaceState(null, '', '/overview/account/1');
    await runFirstScript();
    expect(network).not.toHaveBeenCalled();
  });

  it('keeps GETs only, at most a dozen per path, and forgets them all at sign-out', async () => {
    const paths = Array.from({ length: MAX_FIRST_REQUESTS + 3 }, (_, index) => `/r/${index}`);
    await firstLoad(paths);
    const learned = JSON.parse(localStorage.getItem(FIRST_REQUESTS_KEY)!) as Record<
      string,
      string[]
    >;
    expect(learned['/overview/account/1']).toEqual(paths.slice(0, MAX_FIRST_REQUESTS).map(api));

    forgetFirstRequests();
    expect(localStorage.getItem(FIRST_REQUESTS_KEY)).toBeNull();
  });
});
