import { describe, expect, it } from 'vitest';
import { logTypeColour, toLogType } from './presentation';

describe('log types', () => {
  it('keeps the four known types and reads anything else as info', () => {
    expect(toLogType('warning')).toBe('warning');
    expect(toLogType('debug')).toBe('info');
  });
  it('colours success green, warning yellow, error red and the rest blue', () => {
    expect(logTypeColour('success')).toBe('green');
    expect(logTypeColour('warning')).toBe('yellow');
    expect(logTypeColour('error')).toBe('red');
    expect(logTypeColour('notice')).toBe('blue');
  });
});
