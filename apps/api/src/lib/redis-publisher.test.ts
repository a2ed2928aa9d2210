import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { publisherOf } from './redis-publisher';

describe('publisherOf', () => {
  it('reports a failed publish instead of rejecting, and leaves the rest to the client', async () => {
    const away = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    const client = {
      status: 'reconnecting',
      publish: vi.fn(async () => Promise.reject(away)),
      on: vi.fn(function (this: unknown) {
        return this;
      }),
    };
    const onError = vi.fn();
    const publisher = publisherOf(client as unknown as Redis, onError);

    await expect(publisher.publish('channel', 'message')).resolves.toBe(0);
    expect(onError).toHaveBeenCalledWith(away);
    expect(publisher.status).toBe('reconnecting');
    // Methods run on the client itself, not on the wrapper.
    expect(publisher.on('error', () => {})).toBe(client);
  });

  it('answers what a publish that succeeds answers', async () => {
    const client = { publish: vi.fn(async () => 2) };
    const onError = vi.fn();
    await expect(
      publisherOf(client as unknown as Redis, onError).publish('channel', 'message'),
    ).resolves.toBe(2);
    expect(onError).not.toHaveBeenCalled();
  });
});
