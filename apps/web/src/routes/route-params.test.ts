import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-params';

describe('parseRouteId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', ' 7', '07', '0x10', '', '2147483648', '99999999999'])(
    'rejects %j',
    (raw) => {
      expect(parseRouteId(raw)).toBeNull();
    },
  );

  it('rejects a missing value', () => {
    expect(parseRouteId(undefined)).toBeNull();
  });
});
