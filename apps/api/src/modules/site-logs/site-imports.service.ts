import type { SiteImport } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { appendSiteLogLines } from './site-logs.service';
import { countSiteItems, markImportEnded, markImportRunning } from './site-logs.repository';

export const importAlreadyRunning = () =>
  new HttpError(409, 'conflict', 'An import of this site is already running');

/**
 * Re-imports the site's items: the site's import status goes running → finished (or failed), and
 * the live log gets 'Import started' and 'Import finished: N items'; each status change is
 * committed together with its log line.
 */
export async function runSiteImport(app: FastifyInstance, siteId: number): Promise<SiteImport> {
  const startedAt = new Date();
  await appendSiteLogLines(
    app,
    siteId,
    [{ type: 'info', message: 'Import started', at: startedAt }],
    async (tx) => {
      if (!(await markImportRunning(tx, siteId))) throw importAlreadyRunning();
    },
  );
  let itemCount: number;
  try {
    itemCount = await countSiteItems(app.db, siteId);
  } catch (error) {
    await appendSiteLogLines(app, siteId, [{ type: 'error', message: 'Import failed' }], (tx) =>
      markImportEnded(tx, siteId, 'failed', new Date()),
    );
    throw error;
  }
  const finishedAt = new Date();
  await appendSiteLogLines(
    app,
    siteId,
    [{ type: 'success', message: `Import finished: ${itemCount} items`, at: finishedAt }],
    (tx) => markImportEnded(tx, siteId, 'finished', finishedAt),
  );
  return {
    siteId,
    importStatus: 'finished',
    itemCount,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
  };
}
