import { Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../lib/format';
import { chartLayout, type ChartSeries } from './trend-chart-layout';
import { TREND_HEIGHT, type TrendPoint } from './trend-points';
import classes from './trend-chart.module.css';

/** Drawn before the chart knows its width (no layout yet): redrawn at its width at once. */
const FALLBACK_WIDTH = 600;
const LEGEND_HEIGHT = 28;

const COLORS: Record<ChartSeries, string> = {
  items: 'var(--mantine-color-blue-6)',
  skipped: 'var(--mantine-color-orange-6)',
  failed: 'var(--mantine-color-red-7)',
};

/** The width of `element`'s content box, followed as it changes. */
function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measured before the first paint: drawn at its width from the start.
    setWidth(target.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** A figure of an axis, beside its grid line. */
function TickLabel({
  x,
  y,
  anchor,
  text,
}: {
  x: number;
  y: number;
  anchor: 'start' | 'end';
  text: string;
}) {
  return (
    <text x={x} y={y} className={classes.tick} textAnchor={anchor} dy="0.32em">
      {text}
    </text>
  );
}

/**
 * Items imported and rows left out as stacked bars and, when the points count them, failed imports
 * as a line on an axis of its own: an SVG drawn in one render (no charting library, whose
 * measuring and internal store rendered the screen again and again in its first commit). A point's
 * figures show on hover; the chart is hidden from assistive technology, which reads the table
 * beside it (`TrendSection`).
 */
export default function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box) || FALLBACK_WIDTH;
  const [hovered, setHovered] = useState<number | null>(null);
  const height = TREND_HEIGHT - LEGEND_HEIGHT;
  const layout = chartLayout(points, { width, height, formatNumber: format.number });
  const { plot } = layout;
  const names: Record<ChartSeries, string> = {
    items: t('trend.items'),
    skipped: t('trend.skipped'),
    failed: t('trend.failed'),
  };
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setHovered(layout.pointAt(x));
  };
  const point = hovered === null ? undefined : points[hovered];
  const bar = hovered === null ? undefined : layout.bars[hovered];

  return (
    <div ref={box} className={classes.chart} style={{ height: TREND_HEIGHT }}>
      <svg
        width={width}
        height={height}
        role="presentation"
        onMouseMove={onMove}
        onMouseLeave={() => setHovered(null)}
      >
        {layout.rowTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className={classes.grid}
              strokeDasharray="3 3"
            />
            <TickLabel x={plot.left - 6} y={tick.y} anchor="end" text={tick.text} />
          </g>
        ))}
        {layout.runTicks.map((tick) => (
          <TickLabel
            key={tick.value}
            x={plot.right + 6}
            y={tick.y}
            anchor="start"
            text={tick.text}
          />
        ))}
        {bar ? (
          <rect
            x={bar.bandX}
            y={plot.top}
            width={bar.bandWidth}
            height={plot.bottom - plot.top}
            className={classes.hover}
          />
        ) : null}
        {layout.bars.map((each, index) => (
          <g key={index}>
            <rect
              x={each.x}
              y={each.items.y}
              width={each.width}
              height={each.items.height}
              style={{ fill: COLORS.items }}
            />
            <rect
              x={each.x}
              y={each.skipped.y}
              width={each.width}
              height={each.skipped.height}
              style={{ fill: COLORS.skipped }}
            />
            {each.label ? (
              <text
                x={each.x + each.width / 2}
                y={plot.bottom + 16}
                className={classes.tick}
                textAnchor="middle"
              >
                {each.label}
              </text>
            ) : null}
          </g>
        ))}
        <line
          x1={plot.left}
          x2={plot.right}
          y1={plot.bottom}
          y2={plot.bottom}
          className={classes.axis}
        />
        {layout.failedLine ? (
          <g style={{ stroke: COLORS.failed }}>
            <polyline points={layout.failedLine} fill="none" strokeWidth={2} />
            {layout.bars.map((each, index) =>
              each.failedY === undefined ? null : (
                <circle
                  key={index}
                  cx={each.x + each.width / 2}
                  cy={each.failedY}
                  r={3}
                  className={classes.dot}
                />
              ),
            )}
          </g>
        ) : null}
      </svg>
      {point && bar ? (
        <Paper
          withBorder
          shadow="sm"
          p={6}
          className={classes.tooltip}
          // Beside the bar, on the side with more room.
          style={
            bar.x + bar.width / 2 > width / 2
              ? { right: width - bar.x + 8 }
              : { left: bar.x + bar.width + 8 }
          }
        >
          <Text size="xs" fw={600}>
            {point.label}
          </Text>
          {layout.series.map((series) => (
            <Text key={series} size="xs" style={{ color: COLORS[series] }}>
              {names[series]}: {format.number(point[series] ?? 0)}
            </Text>
          ))}
        </Paper>
      ) : null}
      <Group gap="md" justify="center" h={LEGEND_HEIGHT} align="end">
        {layout.series.map((series) => (
          <Group key={series} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: COLORS[series] }} />
            <Text size="xs">{names[series]}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
