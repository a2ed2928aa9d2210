import type { SsoSettings } from '@feedline/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { certificateStateOf, providerActionOf } from '../model/sso-steps';
import { useFormatter } from '../../../lib/format';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The signing certificates with their expiry, warned about from 30 days before (beyond §2.15). */
function Certificates({ certificates }: { certificates: SsoSettings['certificates'] }) {
  const { t } = useTranslation('organisation-settings');
  const format = useFormatter();
  if (certificates.length === 0) return null;
  const now = new Date();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('sso.provider.certificates')}
      </Text>
      {certificates.map((certificate) => {
        const { state, daysLeft } = certificateStateOf(certificate.notAfter, now);
        const valid = t('sso.provider.certificate', {
          subject: certificate.subject,
          date: format.day(certificate.notAfter),
        });
        return state === 'valid' ? (
          <Text key={certificate.fingerprint256} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {valid}
          </Text>
        ) : (
          <Alert
            key={certificate.fingerprint256}
            color={state === 'expired' ? 'red' : 'yellow'}
            title={valid}
            styles={{ title: { overflowWrap: 'anywhere' } }}
          >
            {state === 'expired'
              ? t('sso.provider.certificateExpired')
              : t('sso.provider.certificateExpiring', { days: daysLeft })}
          </Alert>
        );
      })}
    </Stack>
  );
}

/**
 * Provider settings (spec §2.15): 'configure' opens the add wizard while nothing is set up;
 * once completed, what the identity provider told us and 'edit'.
 */
export function ProviderStep({
  accountId,
  settings,
}: {
  accountId: number;
  settings: SsoSettings;
}) {
  const { t } = useTranslation('organisation-settings');
  if (providerActionOf(settings.status) === 'configure') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('sso.provider.description')}</Text>
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/organisation-settings/account/$accountId/sso/add"
              params={{ accountId }}
            />
          )}
        >
          {t('sso.provider.configure')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Stack component="dl" gap="xs" m={0} w="100%">
        <Detail label={t('sso.provider.subdomain')} value={settings.subdomain} />
        <Detail label={t('sso.provider.entityId')} value={settings.entityId} />
        <Detail label={t('sso.provider.endpointUrl')} value={settings.endpointUrl} />
      </Stack>
      <Certificates certificates={settings.certificates} />
      {settings.spMetadataUrl ? (
        <Anchor href={settings.spMetadataUrl} download size="sm">
          {t('sso.provider.spMetadata')}
        </Anchor>
      ) : null}
      <Button
        variant="default"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/organisation-settings/account/$accountId/sso/edit"
            params={{ accountId }}
          />
        )}
      >
        {t('sso.provider.edit')}
      </Button>
    </Stack>
  );
}
