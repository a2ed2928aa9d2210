import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Not found (spec §2.9): image, title, description and a way back to the root. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="gray">
        <IconError404 size={44} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('platform.not-found.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('platform.not-found.description')}
      </Text>
      <Button component={Link} to="/" mt="sm">
        {t('platform.not-found.go-back')}
      </Button>
    </Stack>
  );
}
