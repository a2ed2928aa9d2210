import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StandalonePage } from '../../../components/standalone-page';
import { resolveReturnTo } from '../../../lib/auth/return-to';
import { completeLogin } from '../../../lib/auth/session';

/** /auth/callback: completes the sign-in and returns to where the user was going. */
export function AuthCallbackPage({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    completeLogin()
      .then((returnTo) => {
        if (!isCurrent) return;
        // Nothing cached for a previous session may leak into this one.
        queryClient.clear();
        const target = resolveReturnTo(returnTo, window.location.origin, allowedOrigins);
        if (target.kind === 'external') window.location.assign(target.url);
        else void router.navigate({ href: target.path, replace: true });
      })
      .catch((error: unknown) => {
        console.error('Could not complete the sign-in.', error);
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [router, queryClient, allowedOrigins]);

  return (
    <StandalonePage>
      {hasFailed ? (
        <Stack>
          <ErrorState description={t('callback.failed')} />
          <Button component={Link} to="/login" style={{ alignSelf: 'flex-start' }}>
            {t('callback.retry')}
          </Button>
        </Stack>
      ) : (
        <PageLoader label={t('callback.completing')} />
      )}
    </StandalonePage>
  );
}
