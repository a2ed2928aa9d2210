/**
 * A shell route path (`data-view/site/$siteId`) as the platform path of the same screen
 * (`/data-view/site/{siteId}`): the platform host serves each screen at the shell's own path
 * (spec §2.11 "open the platform host at the entry's path"), with frameUrl's placeholders.
 */
export function platformPathTemplate(routePath: string): string {
  const template = routePath.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  return template.startsWith('/') ? template : `/${template}`;
}
