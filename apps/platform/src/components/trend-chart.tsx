import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormatter } from '../lib/format';
import { TREND_HEIGHT, type TrendPoint } from './trend-points';

/**
 * Items imported and rows left out as stacked bars and, when the points count them, failed imports
 * as a line on an axis of its own (recharts, loaded in a chunk of its own only when there is a
 * trend to draw).
 */
export default function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const hasFailures = points.some((point) => point.failed !== undefined);
  return (
    <ResponsiveContainer width="100%" height={TREND_HEIGHT}>
      <ComposedChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The figures are a table beside the chart for assistive technology: nothing to focus here.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis
          yAxisId="rows"
          tick={{ fontSize: 12 }}
          tickFormatter={(value: number) => format.number(value)}
        />
        {hasFailures ? (
          <YAxis
            yAxisId="runs"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            tickFormatter={(value: number) => format.number(value)}
          />
        ) : null}
        <Tooltip formatter={(value) => format.number(Number(value))} />
        <Legend />
        <Bar
          yAxisId="rows"
          dataKey="items"
          name={t('trend.items')}
          stackId="rows"
          fill="var(--mantine-color-blue-6)"
          isAnimationActive={false}
        />
        <Bar
          yAxisId="rows"
          dataKey="skipped"
          name={t('trend.skipped')}
          stackId="rows"
          fill="var(--mantine-color-orange-6)"
          isAnimationActive={false}
        />
        {hasFailures ? (
          <Line
            yAxisId="runs"
            dataKey="failed"
            name={t('trend.failed')}
            stroke="var(--mantine-color-red-7)"
            strokeWidth={2}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
