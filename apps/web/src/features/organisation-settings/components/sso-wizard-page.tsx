import { SSO_STATUS } from '@feedline/contracts/sso-constants';
import { Loader } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSsoAuthenticationQuery } from '../../../data/sso-authentication-query';
import { EMPTY_AUTHENTICATION, authenticationFormOf } from '../model/authentication-form';
import { SsoWizard } from './sso-wizard';

/**
 * sso/add (spec §2.15): when an authentication already exists the wizard goes to the SSO page; on a
 * failed fetch (404 while there is none) it starts from the default empty authentication (§8).
 */
export function SsoWizardPage({ accountId }: { accountId: number }) {
  const { t } = useTranslation('organisation-settings');
  const query = useSsoAuthenticationQuery(accountId);
  // The wizard starts from what the server holds now, never from an older copy.
  if (!query.isFetchedAfterMount)
    return <Loader role="status" aria-label={t('sso.edit.loading')} />;
  const existing = query.data;
  if (existing && existing.subdomain !== '' && existing.status !== SSO_STATUS.Inactive) {
    return (
      <Navigate to="/organisation-settings/account/$accountId/sso" params={{ accountId }} replace />
    );
  }
  return (
    <SsoWizard
      accountId={accountId}
      initial={authenticationFormOf(existing ?? EMPTY_AUTHENTICATION, { validate: false })}
    />
  );
}
