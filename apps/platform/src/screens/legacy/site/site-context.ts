import type { Site } from '@feedline/contracts';
import type { TFunction } from 'i18next';

/** The site's context line under a page title: id, name and project. */
export const siteContext = (site: Site, t: TFunction<'legacy'>) =>
  t('context.site', { id: site.id, name: site.name, project: site.project.name });
