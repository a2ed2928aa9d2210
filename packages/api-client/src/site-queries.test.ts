import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { projectSitesQueryOptions, siteQueryOptions } from './queries';

const site = (id: number) => ({
  id,
  name: `site ${id}`,
  account: { id: 1, company: 'Acme Retail' },
  project: { id: 2, name: 'Acme Benelux' },
  childSite: false,
  parentSiteId: null,
  canWrite: true,
  channelCount: 3,
});

/** An API that answers a project's sites, and records what it was asked for. */
function projectApi() {
  const get = vi.fn(async (path: string) => {
    if (path === '/projects/2/sites') {
      return { data: [site(10), site(11)], meta: {}, links: {} };
    }
    return site(Number(path.split('/').at(-1)));
  });
  return { api: { get } as unknown as ApiClient, get };
}

describe('a project’s sites', () => {
  it('fill the cache entry of each site, so that opening one asks for nothing more', async () => {
    const { api, get } = projectApi();
    const client = new QueryClient();
    await client.fetchQuery(projectSitesQueryOptions(api, 2));
    expect(client.getQueryData(siteQueryOptions(api, 11).queryKey)).toEqual(site(11));
    await client.prefetchQuery(siteQueryOptions(api, 11));
    expect(get.mock.calls.map((call) => call[0])).toEqual(['/projects/2/sites']);
  });

  it('leave other sites to their own request', async () => {
    const { api, get } = projectApi();
    const client = new QueryClient();
    await client.fetchQuery(projectSitesQueryOptions(api, 2));
    await expect(client.fetchQuery(siteQueryOptions(api, 12))).resolves.toEqual(site(12));
    expect(get.mock.calls.map((call) => call[0])).toEqual(['/projects/2/sites', '/sites/12']);
  });
});
