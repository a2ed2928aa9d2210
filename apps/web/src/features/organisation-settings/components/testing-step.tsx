import type { SsoSettings } from '@feedline/contracts';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../../config/config';
import { loginAddressOf, loginUrlOf } from '../model/platform-metadata';
import { useCopy } from './use-copy';

/**
 * Testing (spec §2.15, §9): the login address `{subdomain}.{provider domain}` (a placeholder until
 * the subdomain is known), opened in a new tab, and a copy button whose toast says it was copied.
 */
export function TestingStep({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation('organisation-settings');
  const copy = useCopy();
  const sso = getConfig().sso;
  const address = loginAddressOf(
    settings.subdomain,
    sso.providerDomain,
    t('sso.subdomainPlaceholder'),
  );
  const url = loginUrlOf(settings, sso);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('sso.testing.description')}</Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('sso.testing.loginLink')}
        </Text>
        {url ? (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {address} <VisuallyHidden>{t('sso.testing.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCopy size={14} aria-hidden />}
          disabled={!url}
          onClick={() => {
            if (url) void copy(url, { message: t('sso.testing.copied') });
          }}
        >
          {t('sso.testing.copy')}
        </Button>
      </Group>
      {url ? null : (
        <Text size="sm" c="dimmed">
          {t('sso.testing.unknown')}
        </Text>
      )}
    </Stack>
  );
}
