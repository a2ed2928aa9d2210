import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../../config/config';
import { platformMetadataOf } from '../model/platform-metadata';
import { useCopy } from './use-copy';

function CopyField({
  label,
  copyLabel,
  value,
}: {
  label: string;
  copyLabel: string;
  value: string;
}) {
  const { t } = useTranslation('organisation-settings');
  const copy = useCopy();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput label={label} value={value} readOnly style={{ flex: '1 1 240px', minWidth: 0 }} />
      <Button
        variant="default"
        leftSection={<IconCopy size={14} aria-hidden />}
        onClick={() => void copy(value, { message: t('sso.copied'), position: 'bottom-right' })}
      >
        {copyLabel}
      </Button>
    </Group>
  );
}

/**
 * Platform metadata (spec §2.15 page 2): the entity ID and consumer URL to enter at the identity
 * provider, their {subdomain} filled in, each with a Copy button and a bottom-right toast.
 */
export function PlatformMetadataFields({ subdomain }: { subdomain: string }) {
  const { t } = useTranslation('organisation-settings');
  const { entityId, consumerUrl } = platformMetadataOf(getConfig().sso, subdomain);
  return (
    <Stack gap="md">
      <Text size="sm">{t('sso.platform.description')}</Text>
      <CopyField
        label={t('sso.platform.entityId')}
        copyLabel={t('sso.platform.copyEntityId')}
        value={entityId}
      />
      <CopyField
        label={t('sso.platform.consumerUrl')}
        copyLabel={t('sso.platform.copyConsumerUrl')}
        value={consumerUrl}
      />
    </Stack>
  );
}
