import { createDb } from '@feedline/db';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { jobsPlugin } from '../src/plugins/jobs';

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onRejection);
});

it('a job that outlives the queue’s stop ends after the database closed without an unhandled rejection', async () => {
  process.on('unhandledRejection', onRejection);
  const handle = await createDb({ kind: 'pglite' });
  const app = Fastify();
  await app.register(jobsPlugin, { dbHandle: handle, stopWaitMs: 1_000 });
  await app.ready();

  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  let finish!: (error: Error) => void;
  const release = new Promise<never>((_, reject) => (finish = reject));
  let ended!: () => void;
  const handlerEnded = new Promise<void>((resolve) => (ended = resolve));
  await app.jobs.createQueue('slow');
  await app.jobs.work('slow', { pollingIntervalSeconds: 0.5 }, async () => {
    started();
    try {
      await release;
    } finally {
      ended();
    }
  });
  await app.jobs.send('slow', {});
  await running;

  // The stop waits for the job a while, then fails it and returns; the database closes after.
  await app.close();
  await handle.close();
  // The handler ends now and pg-boss fails its job without awaiting the statement.
  finish(new Error('the database went away under the job'));
  await handlerEnded;
  // pg-boss fails the job in the same turn; an unheard rejection would be reported before the
  // next turns of the event loop.
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));

  expect(rejections).toEqual([]);
}, 30_000);
