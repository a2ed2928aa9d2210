import type { HealthStatus, ProjectHealth, SiteHealth } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { lastExportsOfSites, lastImportsOfSites, sitesOfProjects } from './site-health.repository';

const NONE: SiteHealth = { status: 'none', lastImport: null, failedExports: [], failedItems: 0 };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** How each of the sites' feeds are doing, from their latest import and exports. */
export async function healthOfSites(
  db: Db,
  siteIds: readonly number[],
): Promise<Map<number, SiteHealth>> {
  const [imports, exports] = await Promise.all([
    lastImportsOfSites(db, siteIds),
    lastExportsOfSites(db, siteIds),
  ]);
  const health = new Map<number, SiteHealth>(
    siteIds.map((id) => [id, { ...NONE, failedExports: [] }]),
  );
  for (const run of imports) {
    const site = health.get(run.siteId)!;
    site.lastImport = {
      status: run.status === 'failed' ? 'failed' : 'succeeded',
      finishedAt: iso(run.finishedAt),
      problemCount: run.problemCount,
      error: run.error,
    };
  }
  for (const run of exports) {
    const site = health.get(run.siteId)!;
    if (run.status === 'failed') {
      site.failedExports.push({
        channelId: run.channelId!,
        classificationId: run.classificationId,
        name: run.classificationName
          ? `${run.channelName} › ${run.classificationName}`
          : run.channelName,
        error: run.error,
        finishedAt: iso(run.finishedAt),
      });
    } else {
      site.failedItems += run.problemCount;
    }
  }
  for (const site of health.values()) site.status = statusOf(site);
  return health;
}

function statusOf(site: SiteHealth): HealthStatus {
  if (site.lastImport?.status === 'failed' || site.failedExports.length > 0) return 'failing';
  if (!site.lastImport) return 'none';
  if (site.lastImport.problemCount > 0 || site.failedItems > 0) return 'warning';
  return 'ok';
}

/** How each project's sites are doing: the worst of them, and how many fail or warn. */
export async function healthOfProjects(
  db: Db,
  projectIds: readonly number[],
): Promise<Map<number, ProjectHealth>> {
  const sites = await sitesOfProjects(db, projectIds);
  const bySite = await healthOfSites(
    db,
    sites.map((site) => site.id),
  );
  const health = new Map<number, ProjectHealth>(
    projectIds.map((id) => [
      id,
      { status: 'none', failingSites: 0, warningSites: 0, lastImportAt: null },
    ]),
  );
  const RANK: Record<HealthStatus, number> = { none: 0, ok: 1, warning: 2, failing: 3 };
  for (const site of sites) {
    const project = health.get(site.projectId)!;
    const siteHealth = bySite.get(site.id)!;
    if (siteHealth.status === 'failing') project.failingSites += 1;
    if (siteHealth.status === 'warning') project.warningSites += 1;
    if (RANK[siteHealth.status] > RANK[project.status]) project.status = siteHealth.status;
    const at = siteHealth.lastImport?.finishedAt ?? null;
    if (at && (!project.lastImportAt || at > project.lastImportAt)) project.lastImportAt = at;
  }
  return health;
}
