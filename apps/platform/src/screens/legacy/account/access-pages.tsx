import { Badge, Group, SimpleGrid, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import {
  useAccountFeaturesQuery,
  useAccountProjectsQuery,
  useAccountQuery,
} from '../api/account-queries';
import { Facts } from '../components/facts';
import { InAppButton } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { ProjectSitesList } from '../components/project-sites';
import { SHARED_DATA_SOURCE_FEATURE, isFeatureOn } from '../model/features';
import { humanise } from '../model/humanise';
import { EXTERNAL_AUTHENTICATION_PROVIDERS } from '@feedline/contracts/constants';
import { accountContext } from './account-facts';

/** authentication/account/{accountId}: sign-in rules and the connections to marketplaces. */
export function AccountAuthenticationPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  return (
    <Loaded queries={[account]}>
      {([organisation]) => (
        <LegacyPage
          title={t('account.authentication.title')}
          context={accountContext(organisation, t)}
          intro={t('account.authentication.intro')}
          actions={
            organisation.isUserAdmin ? (
              <InAppButton to={`/organisation-settings/account/${accountId}/sso`}>
                {t('account.authentication.sso')}
              </InAppButton>
            ) : null
          }
        >
          <Facts
            facts={[
              {
                label: t('account.facts.twoFactor'),
                value: organisation.forceTwoFactorAuth
                  ? t('account.twoFactor.enforced')
                  : t('account.twoFactor.optional'),
              },
            ]}
          />
          <Section title={t('account.authentication.providers')}>
            <Text size="sm">{t('account.authentication.providersIntro')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="xs" component="ul" p={0} m={0}>
              {EXTERNAL_AUTHENTICATION_PROVIDERS.map((provider) => (
                <Paper
                  key={provider}
                  component="li"
                  withBorder
                  p="xs"
                  style={{ listStyle: 'none' }}
                >
                  <Text size="sm">{humanise(provider)}</Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** ftp/account/{accountId}: feed files uploaded by FTP become data sources of a site. */
export function FtpPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, projects]}>
      {([organisation, projectPage]) => (
        <LegacyPage
          title={t('account.ftp.title')}
          context={accountContext(organisation, t)}
          intro={t('account.ftp.intro')}
        >
          <Section title={t('account.ftp.sites')}>
            <ProjectSitesList
              projects={projectPage}
              linkTo={(site) => `/data-sources/site/${site.id}`}
            />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

function FeatureState({ isOn }: { isOn: boolean }) {
  const { t } = useTranslation('legacy');
  return (
    <Badge color={isOn ? 'green' : 'gray'} variant="light">
      {isOn ? t('feature.on') : t('feature.off')}
    </Badge>
  );
}

/** shared-settings/account/{accountId}: settings the organisation's sites share. */
export function SharedSettingsPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const features = useAccountFeaturesQuery(accountId);
  return (
    <Loaded queries={[account, features]}>
      {([organisation, featureList]) => (
        <LegacyPage
          title={t('account.sharedSettings.title')}
          context={accountContext(organisation, t)}
          intro={t('account.sharedSettings.intro')}
          actions={
            <InAppButton to={`/shared-datasources/account/${accountId}`}>
              {t('account.sharedSettings.dataSources')}
            </InAppButton>
          }
        >
          <Section title={t('account.sharedSettings.features')}>
            {featureList.length === 0 ? (
              <Text c="dimmed">{t('feature.none')}</Text>
            ) : (
              featureList.map((feature) => (
                <Group key={feature.key} gap="sm">
                  <Text>{humanise(feature.name)}</Text>
                  <FeatureState isOn={feature.permission} />
                </Group>
              ))
            )}
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** shared-datasources/account/{accountId}: data sources that several sites read. */
export function SharedDataSourcesPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const features = useAccountFeaturesQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, features, projects]}>
      {([organisation, featureList, projectPage]) => {
        const isOn = isFeatureOn(featureList, SHARED_DATA_SOURCE_FEATURE);
        return (
          <LegacyPage
            title={t('account.sharedDataSources.title')}
            context={accountContext(organisation, t)}
            intro={t('account.sharedDataSources.intro')}
          >
            <Group gap="sm">
              <Text>{t('account.sharedDataSources.feature')}</Text>
              <FeatureState isOn={isOn} />
            </Group>
            {isOn ? null : <Text c="dimmed">{t('account.sharedDataSources.off')}</Text>}
            <Section title={t('account.sharedDataSources.sites')}>
              <ProjectSitesList
                projects={projectPage}
                linkTo={(site) => `/data-sources/site/${site.id}`}
              />
            </Section>
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}
