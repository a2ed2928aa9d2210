import type { Redis } from 'ioredis';

/**
 * `redis` as a client for a publisher that never awaits its publishes (the Socket.IO Redis
 * adapter): a publish that fails while Redis is away is reported to `onError` instead of being a
 * promise rejection nobody handles, which would end the process. Everything else is `redis`'s own.
 */
export function publisherOf(redis: Redis, onError: (error: unknown) => void): Redis {
  const publish = (channel: string | Buffer, message: string | Buffer) =>
    redis.publish(channel, message).catch((error: unknown) => {
      onError(error);
      return 0;
    });
  return new Proxy(redis, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' && property !== 'constructor' ? value.bind(target) : value;
    },
  });
}
