import { describe, expect, it } from 'vitest';
import { chartLayout, niceTicks } from './trend-chart-layout';
import type { TrendPoint } from './trend-points';

const plain = (value: number) => String(value);

describe('niceTicks', () => {
  it('counts from 0 past the largest figure in steps of 1, 2, 2.5 or 5 × a power of ten', () => {
    expect(niceTicks(930)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(4200)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('keeps to whole numbers for what is counted in whole runs', () => {
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
  });
});

describe('chartLayout', () => {
  const points: TrendPoint[] = [
    { label: 'Mon', items: 300, skipped: 100 },
    { label: 'Tue', items: 800, skipped: 0 },
  ];

  it('stacks the rows left out on the items, on one scale from the axis up', () => {
    const layout = chartLayout(points, { width: 400, height: 200, formatNumber: plain });
    const { plot, bars } = layout;
    const span = plot.bottom - plot.top;
    // The scale goes to 800 (ticks 0, 200 … 800).
    expect(layout.rowTicks.map((tick) => tick.text)).toEqual(['0', '200', '400', '600', '800']);
    expect(bars[0]!.items.height).toBeCloseTo(span * (300 / 800));
    expect(bars[0]!.skipped.height).toBeCloseTo(span * (100 / 800));
    expect(bars[0]!.skipped.y + bars[0]!.skipped.height).toBeCloseTo(bars[0]!.items.y);
    expect(bars[0]!.items.y + bars[0]!.items.height).toBeCloseTo(plot.bottom);
    expect(bars[1]!.items.height).toBeCloseTo(span);
    expect(bars[1]!.skipped.height).toBe(0);
    // No failures counted: no line, no axis for it, two series in the legend.
    expect(layout.failedLine).toBeNull();
    expect(layout.runTicks).toEqual([]);
    expect(layout.series).toEqual(['items', 'skipped']);
  });

  it('draws failed imports as a line on an axis of its own', () => {
    const days = points.map((point, index) => ({ ...point, failed: index * 2 }));
    const layout = chartLayout(days, { width: 400, height: 200, formatNumber: plain });
    expect(layout.series).toEqual(['items', 'skipped', 'failed']);
    expect(layout.runTicks.map((tick) => tick.value)).toEqual([0, 1, 2]);
    const [first, second] = layout.bars;
    expect(first!.failedY).toBeCloseTo(layout.plot.bottom);
    expect(second!.failedY).toBeCloseTo(layout.plot.top);
    expect(layout.failedLine).toBe(
      `${first!.x + first!.width / 2},${first!.failedY} ${second!.x + second!.width / 2},${second!.failedY}`,
    );
  });

  it('labels as many points as fit under the axis, and finds the point under the pointer', () => {
    const many = Array.from({ length: 14 }, (_, day) => ({
      label: `${day + 1} Nov 2026`,
      items: day,
      skipped: 0,
    }));
    const layout = chartLayout(many, { width: 500, height: 200, formatNumber: plain });
    const labelled = layout.bars.filter((bar) => bar.label !== null);
    expect(labelled.length).toBeGreaterThan(1);
    expect(labelled.length).toBeLessThan(14);
    expect(layout.bars[0]!.label).toBe('1 Nov 2026');
    const { bandX, bandWidth } = layout.bars[3]!;
    expect(layout.pointAt(bandX + bandWidth / 2)).toBe(3);
    expect(layout.pointAt(layout.plot.left - 1)).toBeNull();
    expect(layout.pointAt(layout.plot.right + 1)).toBeNull();
  });
});
