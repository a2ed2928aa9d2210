import { describe, expect, it } from 'vitest';
import { realtimeAddress } from './socket';

describe('realtimeAddress', () => {
  it('uses the origin of an absolute address and the default path', () => {
    expect(realtimeAddress('http://127.0.0.1:3300', 'http://127.0.0.1:3300')).toEqual({
      url: 'http://127.0.0.1:3300',
      path: '/realtime',
    });
    expect(realtimeAddress('https://rt.example.test/', 'http://localhost:3000')).toEqual({
      url: 'https://rt.example.test',
      path: '/realtime',
    });
  });

  it('resolves a relative address against the page and keeps its path', () => {
    expect(realtimeAddress('/realtime', 'http://localhost:5173')).toEqual({
      url: 'http://localhost:5173',
      path: '/realtime',
    });
    expect(realtimeAddress('https://rt.example.test/live/', 'http://localhost:3000')).toEqual({
      url: 'https://rt.example.test',
      path: '/live',
    });
  });
});
