import { useTranslation } from 'react-i18next';
import { TrendSection } from '../../../components/trend-section';
import { dayPoints } from '../../../components/trend-points';
import { useFormatter } from '../../../lib/format';
import { type ImportTrendVariables, useImportTrendQuery } from '../api/import-trend-query';

/**
 * The imports of an organisation's or project's sites over the last 14 days: items imported and
 * rows left out per day, and the imports that failed. It loads on its own, after the page.
 */
export function ImportTrend({ scope }: { scope: ImportTrendVariables }) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const trend = useImportTrendQuery(scope);
  return (
    <TrendSection
      title={t('trend.title')}
      whenLabel={t('trend.day')}
      emptyText={t('trend.empty')}
      points={trend.data ? dayPoints(trend.data.days, format) : undefined}
      isError={trend.isError}
      onRetry={() => void trend.refetch()}
    />
  );
}
