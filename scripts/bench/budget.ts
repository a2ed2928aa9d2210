/** One budget's outcome: a ratio against its yardstick, and the limit it must keep. */
export interface BudgetResult {
  budget: string;
  measured: number;
  limit: number;
  /** 'min': measured must be ≥ limit; 'max': measured must be ≤ limit. */
  kind: 'min' | 'max';
  detail: string;
  /** How `measured` and `limit` print: '×' (a ratio, the default) or '' (an absolute score). */
  unit?: '×' | '';
}

/** The median of measured times (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
