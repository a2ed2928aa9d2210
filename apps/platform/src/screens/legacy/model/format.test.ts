import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatMoney, humanise } from './format';

describe('format', () => {
  it('writes money from cents in the reader language', () => {
    expect(formatMoney(5900, 'EUR', 'en')).toBe('€59.00');
    expect(formatMoney(5900, 'EUR', 'de')).toBe('59,00\u00a0€');
  });
  it('writes an unknown currency after the amount', () => {
    expect(formatMoney(1250, 'XX1', 'en')).toBe('12.50 XX1');
  });
  it('writes moments and days, and leaves an unreadable value as written', () => {
    const iso = '2025-03-04T09:05:00.000Z';
    expect(formatDay(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatMoment(iso, 'fr')).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatMoment('later', 'en')).toBe('later');
    expect(formatDay('later', 'en')).toBe('later');
  });
  it('turns keys into names', () => {
    expect(humanise('meta-shops-ads')).toBe('Meta Shops Ads');
    expect(humanise('feedback_service_ui')).toBe('Feedback Service Ui');
  });
});
