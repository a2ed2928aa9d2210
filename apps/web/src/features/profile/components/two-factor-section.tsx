import type { TwoFactorStatus } from '@feedline/contracts';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useDisableTwoFactorMutation } from '../api/disable-two-factor-mutation';
import { useEnableTwoFactorMutation } from '../api/enable-two-factor-mutation';
import { useTwoFactorStatusQuery } from '../api/two-factor-status-query';
import { twoFactorErrorMessage } from '../model/two-factor-errors';
import { TotpCodeForm } from './totp-code-form';
import { TotpSetup } from './totp-setup';

const HEADING_ID = 'two-factor-heading';

function StatusBadge({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Group gap="xs">
      <Text fw={600}>{t('two-factor.status-label')}</Text>
      <Badge color={isEnabled ? 'green' : 'gray'} variant="light">
        {isEnabled ? t('two-factor.status-on') : t('two-factor.status-off')}
      </Badge>
    </Group>
  );
}

function EnabledTwoFactor({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation('profile');
  const disable = useDisableTwoFactorMutation();
  if (status.enforced) {
    return (
      <Stack gap="sm">
        <Text>{t('two-factor.enabled')}</Text>
        <Alert color="blue">{t('two-factor.enforced-on')}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('two-factor.enabled')}</Text>
      <Text>{t('two-factor.disable-intro')}</Text>
      <TotpCodeForm
        submitLabel={t('two-factor.disable')}
        isPending={disable.isPending}
        serverError={disable.error ? twoFactorErrorMessage(disable.error) : null}
        onSubmit={(code) => disable.mutate({ code })}
        onEdit={disable.reset}
      />
    </Stack>
  );
}

/** The profile's two-factor part: its status, the TOTP set-up, or turning it off. */
export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const status = useTwoFactorStatusQuery();
  const enable = useEnableTwoFactorMutation();
  const isEnabled = status.data?.enabled ?? false;

  return (
    <section aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t('two-factor.heading')}
        </Title>
        <Text c="dimmed">{t('two-factor.intro')}</Text>
        {status.isPending ? <PageLoader /> : null}
        {status.isError ? (
          <ErrorState
            description={t('two-factor.load-error')}
            onRetry={() => void status.refetch()}
          />
        ) : null}
        {status.data ? <StatusBadge isEnabled={isEnabled} /> : null}
        {enable.isSuccess && isEnabled ? (
          <Alert color="green" role="status">
            {t('two-factor.enabled-now')}
          </Alert>
        ) : null}
        {status.data && isEnabled ? <EnabledTwoFactor status={status.data} /> : null}
        {status.data && !isEnabled ? (
          <TotpSetup isEnforced={status.data.enforced} enable={enable} />
        ) : null}
      </Stack>
    </section>
  );
}
