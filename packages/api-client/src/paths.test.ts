import { describe, expect, it } from 'vitest';
import { apiPaths, pathOf } from './paths';

describe('pathOf', () => {
  it('fills in every parameter, URL-encoded', () => {
    expect(pathOf(apiPaths.siteErrorEntry, { siteId: 3, errorId: 12 })).toBe(
      '/sites/3/error-log/12',
    );
    expect(pathOf(apiPaths.siteTemplate, { siteId: 1, kind: 'a/b' })).toBe(
      '/sites/1/designer-templates/a%2Fb',
    );
    expect(pathOf(apiPaths.accounts, {})).toBe('/accounts');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathOf(apiPaths.site, {} as { siteId: number })).toThrow(/siteId/);
  });
});
