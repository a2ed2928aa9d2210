import type { SsoAuthentication } from '@feedline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { authenticationFormOf } from '../model/authentication-form';
import { planEditSave, tabOfHint, type EditTab } from '../model/edit-tabs';
import { SSO_HINT, type SsoHint } from '../model/sso-hints';
import { afterSubdomainCheck } from '../model/wizard';
import { PlatformMetadataFields } from './platform-metadata-fields';
import { ProviderMetadataUpload } from './provider-metadata-upload';
import { SsoEditFrame } from './sso-edit-frame';
import { SubdomainField } from './subdomain-field';
import { useAuthenticationForm } from './use-authentication-form';
import { useSaveAuthentication } from './use-save-authentication';

/**
 * The edit-authentication screen (spec §2.15, §5) over the loaded authentication: the original
 * metadata is judged on load, Save is blocked while a hint is set, the subdomain is checked only
 * when changed, and a saved edit (status Configured) returns to the SSO page.
 */
export function SsoEdit({
  accountId,
  tab,
  original,
}: {
  accountId: number;
  tab: EditTab;
  original: SsoAuthentication;
}) {
  const { t } = useTranslation('organisation-settings');
  const navigate = useNavigate();
  const { form, dispatch, upload, chooseFile, clearFile } = useAuthenticationForm(
    authenticationFormOf(original, { validate: true }),
  );
  const { check, save, isBusy } = useSaveAuthentication(accountId);

  const toSsoPage = () =>
    void navigate({ to: '/organisation-settings/account/$accountId/sso', params: { accountId } });
  const showTab = (next: EditTab) => {
    if (next !== tab) {
      void navigate({
        to: '/organisation-settings/account/$accountId/sso/edit',
        params: { accountId },
        search: { tab: next },
      });
    }
  };
  const setHint = (hint: SsoHint, reason: string | null) => {
    dispatch({ type: 'hint', hint, reason });
    showTab(tabOfHint(hint) ?? tab);
  };

  const handleSave = async () => {
    if (isBusy || upload) return;
    const plan = planEditSave(form, { originalSubdomain: original.subdomain, tab });
    if (plan.kind === 'blocked') {
      setHint(plan.hint, plan.hint === form.hint ? form.reason : null);
      return;
    }
    if (plan.shouldCheckSubdomain) {
      const answer = await check(form.subdomain);
      if (!answer) return;
      const next = afterSubdomainCheck(answer);
      if (next.kind === 'blocked') {
        setHint(next.hint, null);
        return;
      }
    }
    save(form, { onSaved: toSsoPage, onRefused: ({ hint, reason }) => setHint(hint, reason) });
  };

  const hintTab = tabOfHint(form.hint);
  return (
    <SsoEditFrame
      accountId={accountId}
      tab={tab}
      isSaveDisabled={form.hint !== SSO_HINT.None || upload !== null}
      isSaving={isBusy}
      problem={
        hintTab !== null && hintTab !== tab
          ? t('sso.edit.problemOn', { tab: t(`sso.edit.tabs.${hintTab}`) })
          : null
      }
      onTabChange={(next) => {
        if (next !== tab) dispatch({ type: 'tab-changed' });
      }}
      onCancel={toSsoPage}
      onSave={() => void handleSave()}
    >
      {tab === 'provider-settings' ? (
        <SubdomainField
          form={form}
          isDisabled={isBusy}
          onChange={(subdomain) => dispatch({ type: 'subdomain-changed', subdomain })}
        />
      ) : tab === 'platform-metadata' ? (
        <PlatformMetadataFields subdomain={form.subdomain} />
      ) : (
        <ProviderMetadataUpload
          form={form}
          upload={upload}
          isEditMode
          isDisabled={isBusy}
          onChoose={chooseFile}
          onClear={clearFile}
        />
      )}
    </SsoEditFrame>
  );
}
