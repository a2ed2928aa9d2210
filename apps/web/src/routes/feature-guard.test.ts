import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, forbidden } from '../test/fixtures';
import { server } from '../test/msw-server';
import {
  decideFeatureGuard,
  featureScopeOfParams,
  requireRouteFeature,
  routeFeature,
} from './feature-guard';

describe('featureScopeOfParams', () => {
  it('takes the narrowest level of the URL', () => {
    expect(featureScopeOfParams({ accountId: 1 })).toEqual({ scope: 'account', id: 1 });
    expect(featureScopeOfParams({ accountId: 1, projectId: 2 })).toEqual({
      scope: 'project',
      id: 2,
    });
    expect(featureScopeOfParams({ projectId: 2, siteId: 3 })).toEqual({ scope: 'site', id: 3 });
    expect(featureScopeOfParams({})).toBeNull();
  });
});

describe('routeFeature', () => {
  it("reads the feature of the route's own match", () => {
    const matches = [
      { routeId: '__root__', staticData: {} },
      { routeId: '/monitoring', staticData: { feature: 'monitoring' } },
    ];
    expect(routeFeature(matches, '/monitoring')).toBe('monitoring');
    expect(routeFeature(matches, '__root__')).toBeUndefined();
    expect(routeFeature(matches, '/other')).toBeUndefined();
  });
});

describe('decideFeatureGuard (spec §5)', () => {
  it('passes when the feature is available', () => {
    expect(decideFeatureGuard('monitoring', new Set(['monitoring', 'x']))).toBe('pass');
  });

  it('sends to access denied (unauthorized) when it is not', () => {
    expect(decideFeatureGuard('monitoring', new Set(['x']))).toBe('unauthorized');
    expect(decideFeatureGuard('monitoring', new Set())).toBe('unauthorized');
  });

  it('passes routes that name no feature', () => {
    expect(decideFeatureGuard(undefined, new Set())).toBe('pass');
  });
});

describe('requireRouteFeature', () => {
  const matches = [{ routeId: '/m', staticData: { feature: 'monitoring' } }];

  function features(list: { key: string; permission: boolean }[]) {
    return HttpResponse.json({ data: list.map((item) => ({ ...item, name: item.key })) });
  }

  async function outcome(params: { accountId?: number; siteId?: number }) {
    return requireRouteFeature({ queryClient: new QueryClient(), params, matches, routeId: '/m' })
      .then(() => 'pass')
      .catch((error: unknown) => (isRedirect(error) ? error.options : error));
  }

  it('passes with the feature enabled for the site in the URL', async () => {
    server.use(
      http.get(apiPath('/sites/3/features'), () =>
        features([{ key: 'monitoring', permission: true }]),
      ),
    );
    expect(await outcome({ siteId: 3 })).toBe('pass');
  });

  it('redirects to access denied (unauthorized) when missing or switched off', async () => {
    server.use(
      http.get(apiPath('/accounts/1/features'), () =>
        features([{ key: 'monitoring', permission: false }]),
      ),
    );
    expect(await outcome({ accountId: 1 })).toMatchObject({
      to: '/access-denied',
      search: { reason: 'unauthorized' },
      replace: true,
    });
  });

  it('treats a 403 on the features load as an inaccessible entity', async () => {
    server.use(http.get(apiPath('/accounts/2/features'), () => forbidden('inaccessible')));
    expect(await outcome({ accountId: 2 })).toMatchObject({
      to: '/access-denied',
      search: { reason: 'inaccessible' },
    });
  });
});
