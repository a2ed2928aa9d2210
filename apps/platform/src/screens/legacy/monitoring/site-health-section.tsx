import type { Site } from '@feedline/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSitesHealth } from '../api/monitoring-queries';
import { Empty } from '../components/legacy-page';
import type { Limiter } from '../model/limit-concurrency';
import { summariseHealth } from '../model/site-health';
import { HealthSummary } from './health-summary';
import { SiteHealthTable } from './site-health-table';

export interface SiteHealthSectionProps {
  sites: readonly Site[];
  /** Whether the table names each site's project (an organisation's sites come from many). */
  showProject: boolean;
  /** The page's queue of requests. */
  limit: Limiter;
}

/** The summary and table of the sites' health; rows fill in as each site's health arrives. */
export function SiteHealthSection({ sites, showProject, limit }: SiteHealthSectionProps) {
  const { t } = useTranslation('legacy');
  const { checks, retry } = useSitesHealth(sites, limit);
  if (sites.length === 0) return <Empty>{t('sites.empty')}</Empty>;
  const summary = summariseHealth(checks);
  return (
    <Stack gap="sm" aria-busy={summary.checking > 0}>
      <HealthSummary summary={summary} onRetry={retry} />
      <SiteHealthTable
        rows={sites.map((site, index) => ({ site, check: checks[index] ?? { state: 'checking' } }))}
        showProject={showProject}
      />
    </Stack>
  );
}
