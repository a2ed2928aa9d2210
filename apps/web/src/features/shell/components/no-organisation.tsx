import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown on `/` when the user belongs to no organisation (spec §2.5): what to do next. */
export function NoOrganisation() {
  const { t } = useTranslation('shell');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconBuilding size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h3">
        {t('no-organisation.title')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('no-organisation.description')}
      </Text>
      <Button component={Link} to="/profile" variant="light">
        {t('no-organisation.profile')}
      </Button>
    </Stack>
  );
}
