import type { TrendPoint } from './trend-points';

/** The figures a trend chart draws: two stacked bars, and a line where the points count failures. */
export type ChartSeries = 'items' | 'skipped' | 'failed';

export interface ChartTick {
  value: number;
  /** Its height on the chart. */
  y: number;
  text: string;
}

export interface ChartBar {
  x: number;
  width: number;
  /** The point's whole slot (what hovering highlights). */
  bandX: number;
  bandWidth: number;
  /** Its label under the axis, or null where labels would overlap (every other one, …). */
  label: string | null;
  items: { y: number; height: number };
  skipped: { y: number; height: number };
  failedY?: number;
}

export interface ChartLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  rowTicks: ChartTick[];
  /** The failures' axis on the right (none without failures). */
  runTicks: ChartTick[];
  bars: ChartBar[];
  /** The failures' line (SVG `points`), or null. */
  failedLine: string | null;
  series: ChartSeries[];
  /** The point under `x` (px from the chart's left), or null outside the plot. */
  pointAt: (x: number) => number | null;
}

const TOP = 8;
const BOTTOM = 24;
const EDGE = 8;
const TICK_GAP = 10;
/** An estimate of a 12 px label's width per character: enough to keep labels apart. */
const CHAR_WIDTH = 7;
const MAX_BAR_WIDTH = 48;

/**
 * Round ticks from 0 to at least `max`, about `count` steps of 1, 2, 2.5 or 5 × a power of ten (whole
 * numbers only where `integers`); 0 and 1 when there is nothing to count.
 */
export function niceTicks(max: number, count = 4, integers = false): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const nice = residual > 5 ? 10 : residual > 2.5 ? 5 : residual > 2 ? 2.5 : residual > 1 ? 2 : 1;
  const step = integers ? Math.max(1, Math.ceil(nice * magnitude)) : nice * magnitude;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

const textWidth = (text: string) => text.length * CHAR_WIDTH;

/** Where everything of a trend chart of `width` × `height` px goes. */
export function chartLayout(
  points: readonly TrendPoint[],
  {
    width,
    height,
    formatNumber,
  }: { width: number; height: number; formatNumber: (value: number) => string },
): ChartLayout {
  const hasFailures = points.some((point) => point.failed !== undefined);
  const rowValues = niceTicks(Math.max(0, ...points.map((point) => point.items + point.skipped)));
  const runValues = hasFailures
    ? niceTicks(Math.max(0, ...points.map((point) => point.failed ?? 0)), 4, true)
    : [];
  const rowTexts = rowValues.map(formatNumber);
  const runTexts = runValues.map(formatNumber);
  const plot = {
    left: Math.max(...rowTexts.map(textWidth)) + TICK_GAP,
    right: width - (hasFailures ? Math.max(...runTexts.map(textWidth)) + TICK_GAP : EDGE),
    top: TOP,
    bottom: height - BOTTOM,
  };
  const span = plot.bottom - plot.top;
  const rowMax = rowValues.at(-1)!;
  const runMax = runValues.at(-1) ?? 1;
  const rowY = (value: number) => plot.bottom - (value / rowMax) * span;
  const runY = (value: number) => plot.bottom - (value / runMax) * span;
  const bandWidth = points.length > 0 ? Math.max(0, plot.right - plot.left) / points.length : 0;
  const barWidth = Math.min(bandWidth * 0.7, MAX_BAR_WIDTH);
  const widestLabel = Math.max(0, ...points.map((point) => textWidth(point.label))) + EDGE;
  const labelEvery = bandWidth > 0 ? Math.max(1, Math.ceil(widestLabel / bandWidth)) : 1;

  const bars = points.map((point, index): ChartBar => {
    const bandX = plot.left + index * bandWidth;
    const stacked = point.items + point.skipped;
    return {
      x: bandX + (bandWidth - barWidth) / 2,
      width: barWidth,
      bandX,
      bandWidth,
      label: index % labelEvery === 0 ? point.label : null,
      items: { y: rowY(point.items), height: plot.bottom - rowY(point.items) },
      skipped: { y: rowY(stacked), height: rowY(point.items) - rowY(stacked) },
      ...(point.failed === undefined ? {} : { failedY: runY(point.failed) }),
    };
  });
  const failedLine = hasFailures
    ? bars
        .flatMap((bar) =>
          bar.failedY === undefined ? [] : [`${bar.x + bar.width / 2},${bar.failedY}`],
        )
        .join(' ')
    : null;
  return {
    plot,
    rowTicks: rowValues.map((value, index) => ({ value, y: rowY(value), text: rowTexts[index]! })),
    runTicks: runValues.map((value, index) => ({ value, y: runY(value), text: runTexts[index]! })),
    bars,
    failedLine,
    series: hasFailures ? ['items', 'skipped', 'failed'] : ['items', 'skipped'],
    pointAt: (x) =>
      bandWidth > 0 && x >= plot.left && x < plot.right
        ? Math.floor((x - plot.left) / bandWidth)
        : null,
  };
}
