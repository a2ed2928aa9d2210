import { Button, Group, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../lib/format';
import { TREND_HEIGHT, type TrendPoint } from './trend-points';

let trendChart: ReturnType<typeof importTrendChart> | undefined;
const importTrendChart = () => import('./trend-chart');
const loadTrendChart = () => (trendChart ??= importTrendChart());
const TrendChart = lazy(loadTrendChart);

/** Asks for the chart's code before a trend is on screen (a screen's prefetch does). */
export function preloadTrendChart(): Promise<void> {
  return loadTrendChart().then(
    () => undefined,
    () => {
      // Rendering asks again and shows the error where the chart would be.
      trendChart = undefined;
    },
  );
}

export interface TrendSectionProps {
  title: string;
  /** The heading of the table's first column: what a point is (an import's end, a day). */
  whenLabel: string;
  /** What to say when there is nothing to draw. */
  emptyText: string;
  /** The points, oldest first; undefined while they load. */
  points: readonly TrendPoint[] | undefined;
  /** When the points could not be loaded, how to ask again. */
  onRetry?: (() => void) | undefined;
  isError?: boolean;
}

/**
 * A trend of imports: a chart, and the same figures as a table for whoever cannot see the chart.
 * Its height is kept while the points or the chart load, so nothing below it moves.
 */
export function TrendSection({
  title,
  whenLabel,
  emptyText,
  points,
  onRetry,
  isError = false,
}: TrendSectionProps) {
  const { t } = useTranslation();
  const format = useFormatter();
  const headingId = useId();
  const hasFailures = points?.some((point) => point.failed !== undefined) ?? false;
  // The chart is drawn in a render of its own, after the rest of the screen has painted: drawing
  // its SVG is the most expensive part of a screen's first render, and its space is reserved.
  const chartPoints = useDeferredValue(points, undefined);
  const body = () => {
    if (isError) {
      return (
        <Group gap="sm">
          <Text size="sm" c="red.9">
            {t('trend.failedToLoad')}
          </Text>
          {onRetry ? (
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          ) : null}
        </Group>
      );
    }
    if (points === undefined) {
      return <Skeleton height={TREND_HEIGHT} aria-label={t('loading')} role="status" />;
    }
    if (points.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      );
    }
    return (
      <>
        <div aria-hidden>
          {chartPoints === undefined ? (
            <Skeleton height={TREND_HEIGHT} />
          ) : (
            <Suspense fallback={<Skeleton height={TREND_HEIGHT} />}>
              <TrendChart points={chartPoints} />
            </Suspense>
          )}
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{whenLabel}</th>
                <th scope="col">{t('trend.items')}</th>
                <th scope="col">{t('trend.skipped')}</th>
                {hasFailures ? <th scope="col">{t('trend.failed')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={index}>
                  <td>{point.label}</td>
                  <td>{format.number(point.items)}</td>
                  <td>{format.number(point.skipped)}</td>
                  {hasFailures ? <td>{format.number(point.failed ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </>
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      {body()}
    </Paper>
  );
}
