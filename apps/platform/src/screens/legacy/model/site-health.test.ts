import type { SiteDashboard } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import { healthOf, problemLines, summariseHealth } from './site-health';
import type { HealthCheck, SiteHealth } from './site-health';

const health = (errors: number, warnings: number): HealthCheck => ({
  state: 'ready',
  health: { importStatus: 'finished', lastImportAt: null, errors, warnings },
});

const line = (id: number, type: string) => ({
  id,
  '@timestamp': '2025-04-01T08:00:00.000Z',
  type,
  message: `Line ${id}`,
});

describe('site health', () => {
  it("reads a site's health from its dashboard", () => {
    const dashboard: SiteDashboard = {
      site: { id: 4, name: 'acme.nl', importStatus: 'failed', lastImportAt: '2025-04-01T08:00Z' },
      counts: { items: 50, channels: 2, dataSources: 2, errors: 3, warnings: 1 },
      importTrend: [],
      recentLog: [],
    };
    expect(healthOf(dashboard)).toEqual<SiteHealth>({
      importStatus: 'failed',
      lastImportAt: '2025-04-01T08:00Z',
      errors: 3,
      warnings: 1,
    });
  });

  it('counts sites with errors and warnings among those checked, apart from the rest', () => {
    expect(
      summariseHealth([
        health(2, 0),
        health(0, 5),
        health(1, 1),
        health(0, 0),
        { state: 'checking' },
        { state: 'failed' },
      ]),
    ).toEqual({ sites: 6, withErrors: 2, withWarnings: 2, checking: 1, failed: 1 });
  });

  it('summarises no sites as nothing', () => {
    expect(summariseHealth([])).toEqual({
      sites: 0,
      withErrors: 0,
      withWarnings: 0,
      checking: 0,
      failed: 0,
    });
  });

  it('keeps the errors and warnings of the log, in their order', () => {
    expect(
      problemLines([line(5, 'error'), line(4, 'success'), line(3, 'warning'), line(2, 'info')]).map(
        (entry) => entry.id,
      ),
    ).toEqual([5, 3]);
  });
});
