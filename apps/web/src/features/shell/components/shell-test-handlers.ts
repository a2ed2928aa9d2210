import type { Feature } from '@feedline/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../../../test/fixtures';

/** Test-only (put before demoHandlers, whose feature lists are one for all scopes): feature lists of the fixtures (Acme: shared data sources; Main site: two flags). */
export const feature = (name: string, permission = true): Feature => ({
  key: name,
  name,
  permission,
});

export function featureHandlers({
  account = [feature('shared_data_source')],
  project = [],
  site = [feature('feedback_service_ui'), feature('new_gen_image_designer')],
}: { account?: Feature[]; project?: Feature[]; site?: Feature[] } = {}): HttpHandler[] {
  return [
    http.get(apiPath('/accounts/:accountId/features'), () => HttpResponse.json({ data: account })),
    http.get(apiPath('/projects/:projectId/features'), () => HttpResponse.json({ data: project })),
    http.get(apiPath('/sites/:siteId/features'), () => HttpResponse.json({ data: site })),
  ];
}
