import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@feedline/api-client';
import { SessionUnavailableError } from '../bridge/shell-bridge';
import { useReadyWhen } from '../app/platform-context';

/** Shown while a screen loads its data; the shell's overlay covers it meanwhile. */
export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} aria-busy="true">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

/**
 * A screen whose data could not be loaded: says why (no access, gone, other) and offers a retry.
 * It is content, so the shell's overlay goes.
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  useReadyWhen(true);
  const status = isApiRequestError(error) ? error.status : undefined;
  const body =
    error instanceof SessionUnavailableError
      ? t('error.session')
      : status === 403
        ? t('error.inaccessible')
        : status === 404
          ? t('error.missing')
          : t('error.body');
  return (
    <Alert color="red" title={t('error.title')} role="alert" m="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body}</Text>
        {onRetry && status !== 403 && status !== 404 ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  useReadyWhen(true);
  return (
    <Stack p="xl" gap="xs">
      <Title order={1} size="h3">
        {t('notFound.title')}
      </Title>
      <Text>{t('notFound.body')}</Text>
    </Stack>
  );
}
