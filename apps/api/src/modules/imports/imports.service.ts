import type { FeedRun, FeedRunTrigger } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { requestExports } from '../exports/exports.service';
import { insertRun } from '../runs/runs.service';
import { sendRun, toFeedRun, type RunKindHandlers } from '../runs/runs.queue';
import { exportsFollowImport } from '../schedules/schedules.service';
import { runImport } from './import-runner';
import { discardStaging, markSiteImporting } from './imports.repository';

export const importRunning = () =>
  new HttpError(409, 'conflict', 'An import of this site is already queued or running', {
    key: 'import-running',
  });

/**
 * Queues an import of the site; undefined when one is queued or running already (the partial
 * unique index of open imports decides, so of two concurrent requests only one gets a run).
 */
export async function queueImport(
  app: FastifyInstance,
  siteId: number,
  request: { userId: number | null; trigger: FeedRunTrigger },
): Promise<FeedRun | undefined> {
  const run = await app.db.transaction(async (tx) => {
    const created = await insertRun(tx, {
      siteId,
      kind: 'import',
      userId: request.userId,
      trigger: request.trigger,
    });
    if (created) await markSiteImporting(tx, siteId);
    return created;
  });
  if (!run) return undefined;
  await sendRun(app, run);
  return toFeedRun(run);
}

/** A user's "import now": 409 `import-running` while one is queued or running. */
export async function requestImport(
  app: FastifyInstance,
  siteId: number,
  userId: number,
): Promise<FeedRun> {
  const run = await queueImport(app, siteId, { userId, trigger: 'user' });
  if (!run) throw importRunning();
  return run;
}

/** The import run handler of the run worker; a good import exports every channel after it. */
export const importRunHandlers: RunKindHandlers = {
  run: async (app, { run, log, checkpoint }) => {
    const outcome = await runImport(
      {
        db: app.db,
        fetch: { allowPrivateNetworks: app.config.feeds.allowPrivateNetworks },
        log,
        checkpoint,
      },
      run,
    );
    if (outcome.status !== 'succeeded' || !(await exportsFollowImport(app.db, run.siteId))) return;
    // The import has ended either way: a failure to queue the exports is the exports' to report.
    try {
      await requestExports(app, run.siteId, { userId: run.userId, trigger: 'import' });
    } catch (error) {
      app.log.error(
        { err: error, siteId: run.siteId },
        'queueing the exports after an import failed',
      );
      await log({ type: 'error', key: 'import.exports-not-started', params: {} });
    }
  },
  cleanup: async (app, run) => {
    await discardStaging(app.db, run.id);
  },
};
