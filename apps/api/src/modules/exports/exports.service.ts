import type { FeedRun, FeedRunTrigger } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import type { RunKindHandlers } from '../runs/runs.queue';

/**
 * Queues an export of one channel (its own feed and each sub-channel's) or of every channel of
 * the site. A feed with an export queued or running is left out (its run is not duplicated).
 */
export async function requestExports(
  _app: FastifyInstance,
  _siteId: number,
  _request: { userId: number | null; trigger: FeedRunTrigger; channelId?: number },
): Promise<FeedRun[]> {
  return [];
}

/** The export run handler of the run worker. */
export const exportRunHandlers: RunKindHandlers = {
  run: async () => {
    throw new Error('exports: not built yet');
  },
  cleanup: async () => undefined,
};
