import { describe, expect, it } from 'vitest';
import { formatMoment, logTypeColour, toLogType } from './presentation';

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

describe('formatMoment', () => {
  it('writes a moment in the reader language', () => {
    const iso = '2025-03-04T09:05:00.000Z';
    expect(formatMoment(iso, 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatMoment(iso, 'en')).toContain('2025');
  });
  it('returns an unreadable value as written', () => {
    expect(formatMoment('soon', 'en')).toBe('soon');
  });
});
