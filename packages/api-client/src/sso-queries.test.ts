import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { resourceKeys } from './keys';
import {
  ssoAuthenticationQueryOptions,
  ssoEnforcePreviewQueryOptions,
  ssoSettingsQueryOptions,
  subdomainCheckQueryOptions,
} from './queries';

/** A client that records what the query functions ask for. */
function recordingClient() {
  const get = vi.fn(async () => ({}));
  return { api: { get } as unknown as ApiClient, get };
}

const context = { signal: new AbortController().signal } as never;

describe('the SSO query options', () => {
  it('read the settings and the authentication below the organisation’s SSO key', async () => {
    const { api, get } = recordingClient();
    const settings = ssoSettingsQueryOptions(api, 7);
    const authentication = ssoAuthenticationQueryOptions(api, 7);
    expect(settings.queryKey).toEqual(resourceKeys.accountSso(7));
    expect(authentication.queryKey.slice(0, settings.queryKey.length)).toEqual(settings.queryKey);
    expect(authentication.retry).toBe(false);
    await settings.queryFn!(context);
    await authentication.queryFn!(context);
    expect(get.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '/accounts/7/sso',
      '/accounts/7/sso/authentication',
    ]);
  });

  it('ask for the enforce preview with the domains', async () => {
    const { api, get } = recordingClient();
    const options = ssoEnforcePreviewQueryOptions(api, 7, 'acme.test');
    expect(options.queryKey).toEqual([
      ...resourceKeys.accountSso(7),
      'enforce-preview',
      'acme.test',
    ]);
    await options.queryFn!(context);
    expect(get).toHaveBeenCalledWith('/accounts/7/sso/enforce-preview', {
      signal: expect.any(AbortSignal),
      searchParams: { domains: 'acme.test' },
    });
  });

  it('check a subdomain afresh each time, never retried, outside the SSO key', async () => {
    const { api, get } = recordingClient();
    const options = subdomainCheckQueryOptions(api, 7, 'acme');
    expect(options).toMatchObject({ retry: false, staleTime: 0, gcTime: 0 });
    expect(options.queryKey.slice(0, 3)).not.toEqual(resourceKeys.accountSso(7).slice(0, 3));
    await options.queryFn!(context);
    expect(get).toHaveBeenCalledWith('/sso/check-subdomain', {
      signal: expect.any(AbortSignal),
      searchParams: { subdomain: 'acme', accountId: 7 },
    });
  });
});
