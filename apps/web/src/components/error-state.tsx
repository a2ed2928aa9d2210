import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** A failed load, with an optional retry. */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" p="md">
      <Alert
        role="alert"
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={title ?? t('app.error.title')}
      >
        {description ?? t('app.error.description')}
      </Alert>
      {onRetry ? (
        <Button variant="light" onClick={onRetry}>
          {t('app.error.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
