import type { DesignerTemplate, DesignerTemplateInput } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, resourceKeys } from '@feedline/api-client';
import { useApi } from '../../../app/platform-context';
import { templatePath } from './template-query';
import type { TemplateVariables } from './template-query';

export type SaveTemplateVariables = TemplateVariables & { template: DesignerTemplateInput };
export type SaveTemplateData = DesignerTemplate;
export type SaveTemplateError = ApiRequestError | Error;

/** PUT of the whole template; the saved answer replaces the cached one. */
export function useSaveTemplateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<SaveTemplateData, SaveTemplateError, SaveTemplateVariables>({
    mutationFn: ({ template, ...variables }) =>
      api.put<SaveTemplateData>(templatePath(variables), template),
    onSuccess: (saved, { siteId, kind }) => {
      queryClient.setQueryData(resourceKeys.designerTemplate(siteId, kind), saved);
    },
  });
}
