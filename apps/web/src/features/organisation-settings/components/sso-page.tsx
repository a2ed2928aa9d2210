import { EMPTY_SSO_SETTINGS } from '@feedline/contracts/sso-constants';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSsoSettingsQuery } from '../../../data/sso-settings-query';
import { SSO_STEPS } from '../model/sso-steps';
import { EnableStep } from './enable-step';
import { EnforceStep } from './enforce-step';
import { ProviderStep } from './provider-step';
import { SsoStepItem } from './sso-step-item';
import { TestingStep } from './testing-step';

/**
 * The SSO page (spec §2.15, §4): four steps, each selected at its status and completed above it.
 * A failed load leaves the settings empty and says nothing (spec §8).
 */
export function SsoPage({ accountId }: { accountId: number }) {
  const { t } = useTranslation('organisation-settings');
  const query = useSsoSettingsQuery(accountId);
  if (query.isPending) {
    return <Loader role="status" aria-label={t('sso.loading')} />;
  }
  const settings = query.data ?? EMPTY_SSO_SETTINGS;
  const steps = {
    'provider-settings': <ProviderStep accountId={accountId} settings={settings} />,
    enable: <EnableStep accountId={accountId} settings={settings} />,
    testing: <TestingStep settings={settings} />,
    enforce: <EnforceStep accountId={accountId} settings={settings} isLoading={query.isFetching} />,
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('sso.title')}
      </Title>
      <Text size="sm">{t('sso.intro')}</Text>
      <Stack component="ol" gap="md" p={0} m={0} aria-label={t('sso.stepsLabel')}>
        {SSO_STEPS.map((step, index) => (
          <SsoStepItem key={step} step={step} index={index} status={settings.status}>
            {steps[step]}
          </SsoStepItem>
        ))}
      </Stack>
    </Stack>
  );
}
