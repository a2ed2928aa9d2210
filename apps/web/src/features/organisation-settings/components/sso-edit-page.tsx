import { Loader } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSsoAuthenticationQuery } from '../../../data/sso-authentication-query';
import { DEFAULT_EDIT_TAB, type EditTab } from '../model/edit-tabs';
import { SsoEdit } from './sso-edit';
import { SsoEditFrame } from './sso-edit-frame';

/**
 * sso/edit (spec §2.15): the frame with Save disabled while the authentication loads; a failed
 * fetch goes to the SSO page, and so does an organisation without an identity provider to edit.
 */
export function SsoEditPage({ accountId, tab }: { accountId: number; tab: EditTab | undefined }) {
  const { t } = useTranslation('organisation-settings');
  const navigate = useNavigate();
  const query = useSsoAuthenticationQuery(accountId);
  const selected = tab ?? DEFAULT_EDIT_TAB;
  if (query.isError || query.data?.subdomain === '') {
    return (
      <Navigate to="/organisation-settings/account/$accountId/sso" params={{ accountId }} replace />
    );
  }
  if (!query.isFetchedAfterMount || !query.data) {
    return (
      <SsoEditFrame
        accountId={accountId}
        tab={selected}
        isSaveDisabled
        isSaving={false}
        problem={null}
        onTabChange={() => {}}
        onCancel={() =>
          void navigate({
            to: '/organisation-settings/account/$accountId/sso',
            params: { accountId },
          })
        }
        onSave={() => {}}
      >
        <Loader role="status" aria-label={t('sso.edit.loading')} />
      </SsoEditFrame>
    );
  }
  return <SsoEdit accountId={accountId} tab={selected} original={query.data} />;
}
