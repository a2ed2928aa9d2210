import { describe, expect, it } from 'vitest';
import { isUploadComplete, uploadProgressAt } from './upload-progress';

describe('the simulated upload progress (spec §4)', () => {
  it('runs at 0.4 per millisecond', () => {
    expect(uploadProgressAt(0)).toBe(0);
    expect(uploadProgressAt(10)).toBeCloseTo(4);
    expect(uploadProgressAt(125)).toBeCloseTo(50);
  });

  it('stops at 100 (after 250 ms)', () => {
    expect(uploadProgressAt(250)).toBe(100);
    expect(uploadProgressAt(10_000)).toBe(100);
    expect(isUploadComplete(uploadProgressAt(249))).toBe(false);
    expect(isUploadComplete(uploadProgressAt(250))).toBe(true);
  });

  it('never goes below 0 (a clock step back)', () => {
    expect(uploadProgressAt(-5)).toBe(0);
  });
});
