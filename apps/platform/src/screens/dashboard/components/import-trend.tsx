import type { SiteDashboard } from '@feedline/contracts';
import { Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trendPoints } from './import-trend-points';

const ImportTrendChart = lazy(() => import('./import-trend-chart'));

/**
 * The trend of the site's catalogue over its latest imports: a chart, and the same figures as a
 * table for whoever cannot see the chart. Its space is kept while the chart loads.
 */
export function ImportTrend({ trend }: { trend: SiteDashboard['importTrend'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const points = trendPoints(trend, i18n.language);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-trend-heading">
      <Title order={2} size="h5" id="import-trend-heading" mb="xs">
        {t('trend.title')}
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trend.empty')}
        </Text>
      ) : (
        <>
          <div aria-hidden>
            <Suspense fallback={<Skeleton height={220} />}>
              <ImportTrendChart points={points} />
            </Suspense>
          </div>
          <VisuallyHidden>
            <Table>
              <caption>{t('trend.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('trend.when')}</th>
                  <th scope="col">{t('trend.items')}</th>
                  <th scope="col">{t('trend.skipped')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point, index) => (
                  <tr key={index}>
                    <td>{point.label}</td>
                    <td>{point.items}</td>
                    <td>{point.skipped}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
