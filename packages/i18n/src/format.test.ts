import { afterEach, describe, expect, it } from 'vitest';
import { createFormatter, formatLocale, formatterWarmUp, warmFormatter } from './format';

const MOMENT = '2026-11-27T18:05:00Z';
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('formatLocale', () => {
  it('writes English as en-GB unless the browser has an English of its own', () => {
    expect(formatLocale('en', ['nl-NL', 'en'])).toBe('en-GB');
    expect(formatLocale('en', ['en-US', 'en'])).toBe('en-US');
    expect(formatLocale('de', ['en-US'])).toBe('de');
    expect(formatLocale('fr', [])).toBe('fr');
  });
});

describe('the formatter in English (en-GB)', () => {
  const format = createFormatter('en-GB');
  it('writes numbers, decimals, money, sizes and durations', () => {
    expect(format.number(12345.5)).toBe('12,345.5');
    expect(format.decimal(-3.14159)).toBe('-3.14159');
    expect(format.money(5900, 'EUR')).toBe('€59.00');
    expect(format.money(1250, 'XX1')).toBe('12.50 XX1');
    expect(format.bytes(512)).toBe('512 byte');
    expect(format.bytes(1536)).toBe('1.5 kB');
    expect(format.duration(45_000)).toBe('45 secs');
    expect(format.duration(125_000)).toBe('2 mins 5 secs');
    expect(format.duration(3_780_000)).toBe('1 hr 3 mins');
    expect(format.weekday(1)).toBe('Mon');
  });
  it('writes moments 24-hour, day before month', () => {
    expect(format.dateTime(MOMENT)).toMatch(/^27 Nov 2026, \d{2}:05$/);
    expect(format.dateTime(MOMENT)).not.toMatch(/[AP]M/i);
    expect(format.day(MOMENT)).toBe('27 November 2026');
    expect(format.shortDay('2026-11-27')).toBe('27 Nov');
    expect(format.shortDateTime(MOMENT)).toMatch(/^27 Nov, \d{2}:05$/);
    expect(format.relative('2026-11-27T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(format.relative('2026-11-26T12:00:00Z', NOW)).toBe('yesterday');
  });
  it('leaves an unreadable moment as written', () => {
    expect(format.dateTime('later')).toBe('later');
    expect(format.day('later')).toBe('later');
    expect(format.relative('later', NOW)).toBe('later');
  });
});

describe('the formatter in German', () => {
  const format = createFormatter('de');
  it('writes numbers, decimals, money, sizes and durations', () => {
    expect(format.number(12345.5)).toBe('12.345,5');
    expect(format.decimal(45.23)).toBe('45,23');
    expect(format.money(5900, 'EUR')).toBe('59,00\u00a0€');
    expect(format.bytes(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(format.duration(125_000)).toBe('2 Min. 5 Sek.');
    expect(format.weekday(1)).toBe('Mo');
  });
  it('writes moments', () => {
    expect(format.dateTime(MOMENT)).toMatch(/^27\.11\.2026, \d{2}:05$/);
    expect(format.day(MOMENT)).toBe('27. November 2026');
    expect(format.shortDay('2026-11-27')).toBe('27. Nov.');
    expect(format.relative('2026-11-27T09:00:00Z', NOW)).toBe('vor 3 Stunden');
  });
});

describe('the formatter in French', () => {
  const format = createFormatter('fr');
  it('writes numbers, decimals, money and durations', () => {
    expect(format.number(12345.5)).toMatch(/^12\s345,5$/);
    expect(format.decimal(1200.75)).toMatch(/^1\s200,75$/);
    expect(format.money(5900, 'EUR')).toMatch(/^59,00\s€$/);
    expect(format.duration(45_000)).toMatch(/^45\ss$/);
    expect(format.weekday(7)).toBe('dim.');
  });
  it('writes moments', () => {
    expect(format.dateTime(MOMENT)).toMatch(/^27 nov\. 2026, \d{2}:05$/);
    expect(format.day(MOMENT)).toBe('27 novembre 2026');
    expect(format.shortDay('2026-11-27')).toBe('27 nov.');
    expect(format.relative('2026-11-27T09:00:00Z', NOW)).toBe('il y a 3 heures');
  });
});

describe('building a formatter', () => {
  const { DateTimeFormat, NumberFormat, RelativeTimeFormat } = Intl;
  const intl = Intl as { -readonly [K in keyof typeof Intl]: (typeof Intl)[K] };
  afterEach(() => {
    intl.DateTimeFormat = DateTimeFormat;
    intl.NumberFormat = NumberFormat;
    intl.RelativeTimeFormat = RelativeTimeFormat;
  });

  /** Counts the Intl formatters made from now on, of each kind (put back after each test). */
  function countMade() {
    const made = { numbers: 0, dates: 0, relative: 0 };
    intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    } as typeof NumberFormat;
    intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    intl.RelativeTimeFormat = class extends RelativeTimeFormat {
      constructor(...args: ConstructorParameters<typeof RelativeTimeFormat>) {
        super(...args);
        made.relative += 1;
      }
    };
    return made;
  }

  it('makes each Intl formatter on its first use only, and once', () => {
    const made = countMade();
    // A locale no other test uses: its formatter is built here.
    const format = createFormatter('en-IE');
    expect(format.number(1234)).toBe('1,234');
    expect(made).toMatchObject({ dates: 0, relative: 0 });

    format.dateTime(MOMENT);
    format.dateTime(MOMENT);
    format.shortDay(MOMENT);
    format.relative(MOMENT, NOW);
    format.relative(MOMENT, NOW);
    expect(made).toMatchObject({ dates: 2, relative: 1 });
  });

  it('makes one money format per currency, however many amounts it writes', () => {
    const { NumberFormat } = Intl;
    const euros = new NumberFormat('en-AU', { style: 'currency', currency: 'EUR' });
    let made = 0;
    intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      made += 1;
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat;
    try {
      const format = createFormatter('en-AU');
      expect([1, 250, 5900].map((cents) => format.money(cents, 'EUR'))).toEqual(
        [0.01, 2.5, 59].map((amount) => euros.format(amount)),
      );
      expect(format.money(1250, 'XX1')).toBe('12.50 XX1');
      expect(format.money(1250, 'XX1')).toBe('12.50 XX1');
      // EUR, the unknown code's failed attempt, and the decimals it is written with instead.
      expect(made).toBe(3);
    } finally {
      intl.NumberFormat = NumberFormat;
    }
  });

  it('warms the number and date formatters a first screen uses, ahead of it', () => {
    const made = countMade();
    warmFormatter('en-NZ');
    expect(made.dates).toBe(1);
    createFormatter('en-NZ').dateTime(MOMENT);
    expect(made.dates).toBe(1);
  });

  it('warms them one formatter a step, for a page that runs each step in a task of its own', () => {
    const made = countMade();
    const steps = formatterWarmUp('en-ZA');
    expect(steps).toHaveLength(2);
    steps[0]!();
    expect(made).toMatchObject({ numbers: 1, dates: 0 });
    steps[1]!();
    expect(made).toMatchObject({ numbers: 1, dates: 1 });
    createFormatter('en-ZA').number(5);
    createFormatter('en-ZA').dateTime(MOMENT);
    expect(made).toMatchObject({ numbers: 1, dates: 1 });
  });
});
