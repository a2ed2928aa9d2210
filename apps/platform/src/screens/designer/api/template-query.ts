import { apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { DesignerKind, DesignerTemplate } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export interface TemplateVariables {
  siteId: number;
  kind: DesignerKind;
}
export type TemplateData = DesignerTemplate;

export const templatePath = ({ siteId, kind }: TemplateVariables) =>
  pathOf(apiPaths.siteTemplate, { siteId, kind });

/** The site's saved template of one designer (a default one when nothing is saved yet). */
export function useTemplateQuery(variables: TemplateVariables) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.designerTemplate(variables.siteId, variables.kind),
    queryFn: ({ signal }) => api.get<TemplateData>(templatePath(variables), { signal }),
  });
}
