import { describe, expect, it } from 'vitest';
import { platformPathTemplate } from './platform-path';

describe('platformPathTemplate', () => {
  it('turns route params into placeholders and adds the leading slash', () => {
    expect(platformPathTemplate('data-flow/site/$siteId/export/$channelId')).toBe(
      '/data-flow/site/{siteId}/export/{channelId}',
    );
    expect(platformPathTemplate('/designer/site/$siteId')).toBe('/designer/site/{siteId}');
  });

  it('leaves a path without params as it is', () => {
    expect(platformPathTemplate('external-authentication/provider/google')).toBe(
      '/external-authentication/provider/google',
    );
  });
});
