import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@feedline/api-client';
import type { ScreenProps } from '../../app/screen';
import { ScreenError } from '../../components/screen-state';
import { useAccountsQuery } from './api/account-queries';
import { InAppLink } from './components/in-app-link';
import { Empty, LegacyPage, Section } from './components/legacy-page';
import { Loaded } from './components/loaded';
import { humanise } from './model/humanise';
import { isExternalAuthenticationProvider } from '@feedline/contracts/constants';

function ProviderConnection({ provider }: { provider: string }) {
  const { t } = useTranslation('legacy');
  const accounts = useAccountsQuery();
  const name = humanise(provider);
  return (
    <Loaded queries={[accounts]}>
      {([accountPage]) => (
        <LegacyPage
          title={t('external.title', { provider: name })}
          intro={t('external.intro', { provider: name })}
        >
          <Alert color="green" title={t('external.received', { provider: name })}>
            {t('external.next')}
          </Alert>
          <Section title={t('external.organisations')}>
            {accountPage.data.length === 0 ? (
              <Empty>{t('external.noOrganisation')}</Empty>
            ) : (
              <List>
                {accountPage.data.map((account) => (
                  <List.Item key={account.id}>
                    <InAppLink to={`/authentication/account/${account.id}`}>
                      {t('external.back', { company: account.company })}
                    </InAppLink>
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** external-authentication/provider/{provider}: a marketplace sent the user back after connecting. */
export function ExternalAuthenticationPage({ params }: ScreenProps) {
  const provider = params.provider ?? '';
  if (!isExternalAuthenticationProvider(provider)) {
    return <ScreenError error={new ApiRequestError(404)} />;
  }
  return <ProviderConnection provider={provider} />;
}
