import { Button, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBooks, IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The Content Portal promotion (spec §2.9) for users without content-portal access: a title,
 * paragraphs, two bullet points and the external help page in a new tab (when configured).
 */
export function ContentPortalPage({ helpUrl }: { helpUrl?: string | undefined }) {
  const { t } = useTranslation('content-portal');
  return (
    <Stack gap="md" maw={720} py="xl" px="md" mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconBooks size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('title')}</Title>
      <Text size="lg">{t('intro')}</Text>
      <Text>{t('details')}</Text>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={22} radius="xl" color="teal">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>{t('bullets.first')}</List.Item>
        <List.Item>{t('bullets.second')}</List.Item>
      </List>
      {helpUrl ? (
        <Button
          component="a"
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('help')} <VisuallyHidden>{t('new-tab')}</VisuallyHidden>
        </Button>
      ) : null}
    </Stack>
  );
}
