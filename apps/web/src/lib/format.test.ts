import { describe, expect, it } from 'vitest';
import { createFormatter, formatLocale } from './format';

describe('the shell’s formatter', () => {
  it('writes English as en-GB unless the browser has an English of its own', () => {
    expect(formatLocale('en', ['nl-NL', 'en'])).toBe('en-GB');
    expect(formatLocale('en', ['en-US', 'en'])).toBe('en-US');
    expect(formatLocale('de', ['en-US'])).toBe('de');
  });

  it('writes numbers and moments in the reader’s language, 24-hour in en-GB', () => {
    const moment = '2026-11-27T18:05:00Z';
    const gb = createFormatter('en-GB');
    expect(gb.number(12345.5)).toBe('12,345.5');
    expect(gb.dateTime(new Date(moment))).toMatch(/27 Nov 2026, \d{2}:05/);
    expect(gb.dateTime(new Date(moment))).not.toMatch(/[AP]M/);
    expect(createFormatter('de').number(12345.5)).toBe('12.345,5');
    expect(createFormatter('fr').number(12345.5)).toMatch(/^12\s345,5$/);
  });

  it('says how long ago, in words', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const gb = createFormatter('en-GB');
    expect(gb.relative('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(gb.relative('2026-11-26T12:00:00Z', now)).toBe('yesterday');
    expect(createFormatter('de').relative('2026-11-27T09:00:00Z', now)).toBe('vor 3 Stunden');
    expect(gb.relative('not a date', now)).toBe('not a date');
  });
});
