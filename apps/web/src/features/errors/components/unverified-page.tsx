import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../../components/standalone-page';

/** /unverified (spec §2.9): message, demo note and a button that logs out and back to login. */
export function UnverifiedPage({ onReturnToLogin }: { onReturnToLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <StandalonePage>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('platform.unverified.title')}
        </Title>
        <Text>{t('platform.unverified.message')}</Text>
        <Text c="dimmed">{t('platform.unverified.demo')}</Text>
        <Button onClick={onReturnToLogin} mt="sm" style={{ alignSelf: 'flex-start' }}>
          {t('platform.unverified.return-to-login')}
        </Button>
      </Stack>
    </StandalonePage>
  );
}
