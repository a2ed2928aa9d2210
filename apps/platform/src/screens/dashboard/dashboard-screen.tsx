import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReadyWhen } from '../../app/platform-context';
import type { ScreenProps } from '../../app/screen';
import { ScreenError, ScreenLoader } from '../../components/screen-state';
import { useSiteDashboardQuery } from './api/site-dashboard-query';
import { RecentLog } from './components/recent-log';
import { StatCards } from './components/stat-cards';
import { importStateColour, isImportState } from '../../model/import-state';
import { ScreenHeading } from '../../components/screen-heading';
import { TrendSection } from '../../components/trend-section';
import { runPoints } from '../../components/trend-points';
import { useFormatter } from '../../lib/format';

/** dashboard/site/{siteId} (and …/version/1): the site at a glance. */
export default function DashboardScreen({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const dashboard = useSiteDashboardQuery(siteId);
  useReadyWhen(dashboard.isSuccess);

  if (dashboard.isError) {
    return <ScreenError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.isSuccess) return <ScreenLoader />;
  const { site, counts, recentLog } = dashboard.data;
  const status = site.importStatus;
  return (
    <Stack p="md" gap="lg">
      <Stack gap={2}>
        <ScreenHeading>{t('title')}</ScreenHeading>
        <Text c="dimmed">{t('subtitle', { id: site.id, name: site.name })}</Text>
      </Stack>
      <Paper withBorder p="md" component="section" aria-label={t('import.title')}>
        <Group gap="md">
          <Text fw={600}>{t('import.title')}</Text>
          <Badge color={importStateColour(status)} variant="light">
            {isImportState(status) ? t(`import.states.${status}`) : status}
          </Badge>
          <Text size="sm">
            {site.lastImportAt
              ? t('import.last', { time: format.dateTime(site.lastImportAt) })
              : t('import.never')}
          </Text>
        </Group>
      </Paper>
      <StatCards siteId={site.id} counts={counts} />
      <TrendSection
        title={t('trend.title')}
        whenLabel={t('trend.when')}
        emptyText={t('trend.empty')}
        points={runPoints(dashboard.data.importTrend, format)}
      />
      <RecentLog lines={recentLog} />
    </Stack>
  );
}
