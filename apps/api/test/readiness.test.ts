import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('readiness of a stopping process', () => {
  it('answers 503 once the process begins to stop, while it still serves requests', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    t.app.lifecycle.isStopping = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'stopping' });
      // Until the listener closes, everything else is answered as usual, each on a connection
      // that is closed after the answer.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
      const accounts = await t.app.inject({
        method: 'GET',
        url: '/api/accounts',
        headers: await t.authHeader('owner@acme.test'),
      });
      expect(accounts.statusCode).toBe(200);
      expect(accounts.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.isStopping = false;
    }
  });
});
