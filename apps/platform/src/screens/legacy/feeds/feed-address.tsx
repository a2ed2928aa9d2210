import { ActionIcon, Anchor, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A feed's public address to copy, and to download the file from. */
export function FeedAddress({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('legacy');
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        readOnly
        size="xs"
        value={url}
        aria-label={t('feeds.export.urlLabel', { name })}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 200 }}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('feeds.export.copied') : t('feeds.export.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('feeds.export.copied') : t('feeds.export.copyLabel', { name })}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        download
        aria-label={t('feeds.export.downloadLabel', { name })}
      >
        {t('feeds.export.download')}
      </Anchor>
    </Group>
  );
}
