import type { SiteDashboard } from '@feedline/contracts';

/** What monitoring shows of a site: its last import and the problems its log holds. */
export interface SiteHealth {
  importStatus: string;
  lastImportAt: string | null;
  errors: number;
  warnings: number;
}

export const healthOf = (dashboard: SiteDashboard): SiteHealth => ({
  importStatus: dashboard.site.importStatus,
  lastImportAt: dashboard.site.lastImportAt,
  errors: dashboard.counts.errors,
  warnings: dashboard.counts.warnings,
});

/** A site's health as far as it is known: read, still being asked for, or not to be had. */
export type HealthCheck =
  { state: 'ready'; health: SiteHealth } | { state: 'checking' } | { state: 'failed' };

export interface HealthSummary {
  sites: number;
  withErrors: number;
  withWarnings: number;
  /** Sites whose health has not arrived yet; the other figures count only what has. */
  checking: number;
  failed: number;
}

export function summariseHealth(checks: readonly HealthCheck[]): HealthSummary {
  const summary: HealthSummary = {
    sites: checks.length,
    withErrors: 0,
    withWarnings: 0,
    checking: 0,
    failed: 0,
  };
  for (const check of checks) {
    if (check.state === 'checking') summary.checking += 1;
    else if (check.state === 'failed') summary.failed += 1;
    else {
      if (check.health.errors > 0) summary.withErrors += 1;
      if (check.health.warnings > 0) summary.withWarnings += 1;
    }
  }
  return summary;
}

type LogLine = SiteDashboard['recentLog'][number];

/** The log lines monitoring lists: errors and warnings, newest first as the server sends them. */
export const problemLines = (lines: readonly LogLine[]): LogLine[] =>
  lines.filter((line) => line.type === 'error' || line.type === 'warning');
