import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReadyWhen } from '../../app/platform-context';
import type { ScreenProps } from '../../app/screen';
import { ScreenError, ScreenLoader } from '../../components/screen-state';
import { useSiteDashboardQuery } from './api/site-dashboard-query';
import { RecentLog } from './components/recent-log';
import { ImportTrend } from './components/import-trend';
import { StatCards } from './components/stat-cards';
import { importStateColour, isImportState } from '../../model/import-state';
import { formatMoment } from './model/presentation';
import { ScreenHeading } from '../../components/screen-heading';

/** dashboard/site/{siteId} (and …/version/1): the site at a glance. */
export default function DashboardScreen({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t, i18n } = useTranslation('dashboard');
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
              ? t('import.last', { time: formatMoment(site.lastImportAt, i18n.language) })
              : t('import.never')}
          </Text>
        </Group>
      </Paper>
      <StatCards siteId={site.id} counts={counts} />
      <ImportTrend trend={dashboard.data.importTrend} />
      <RecentLog lines={recentLog} />
    </Stack>
  );
}
