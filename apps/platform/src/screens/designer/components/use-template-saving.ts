import type { DesignerKind, DesignerTemplate, DesignerTemplateInput } from '@feedline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@feedline/api-client';
import { useBridge } from '../../../app/platform-context';
import { useSaveTemplateMutation } from '../api/save-template-mutation';
import { findTemplateProblem, toTemplateInput } from '../model/template';

interface SavingOptions {
  siteId: number;
  kind: DesignerKind;
  /** False when the site is known to be read-only for the user. */
  canWrite: boolean;
  onSaved: (stored: DesignerTemplate) => void;
}

/**
 * Save keeps the template's name; Save as… asks the shell's prompt for a new one. Problems the API
 * would refuse are reported before sending; a refusal by the API is reported with its message, and
 * a 403 turns the designer read-only.
 */
export function useTemplateSaving({ siteId, kind, canWrite, onSaved }: SavingOptions) {
  const { t } = useTranslation('designer');
  const bridge = useBridge();
  const mutation = useSaveTemplateMutation();
  const [isForbidden, setIsForbidden] = useState(false);

  const save = (template: DesignerTemplateInput) => {
    const problem = findTemplateProblem(template);
    if (problem) {
      bridge.notify('warning', t(`problems.${problem}`));
      return;
    }
    mutation.mutate(
      { siteId, kind, template: toTemplateInput(template) },
      {
        onSuccess: (stored) => {
          onSaved(stored);
          bridge.notify('success', t('saved', { name: stored.name }));
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.status === 403) setIsForbidden(true);
          bridge.notify('error', error.message || t('saveFailed'));
        },
      },
    );
  };

  const saveAs = async (template: DesignerTemplateInput) => {
    const answer = await bridge.dialog({
      kind: 'prompt',
      title: t('saveAs.title'),
      message: t('saveAs.message', { name: template.name }),
      label: t('saveAs.label'),
    });
    if (!answer.confirmed) return;
    const name = answer.value?.trim() ?? '';
    if (!name) {
      bridge.notify('warning', t('problems.name'));
      return;
    }
    save({ ...template, name });
  };

  return {
    save,
    saveAs,
    isSaving: mutation.isPending,
    isReadOnly: !canWrite || isForbidden,
  };
}
