import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ImportTrendPoint } from './import-trend-points';

/**
 * The items each of the latest imports brought, and the rows it left out, as stacked bars
 * (recharts, loaded with this screen's chunk only when there is a trend to draw).
 */
export default function ImportTrendChart({ points }: { points: readonly ImportTrendPoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The figures are a table beside the chart for assistive technology: nothing to focus here.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={(value: number) => number.format(value)} />
        <Tooltip formatter={(value) => number.format(Number(value))} />
        <Legend />
        <Bar
          dataKey="items"
          name={t('trend.items')}
          stackId="rows"
          fill="var(--mantine-color-blue-6)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="skipped"
          name={t('trend.skipped')}
          stackId="rows"
          fill="var(--mantine-color-orange-6)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
