import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StandalonePage } from '../../../components/standalone-page';
import { startLogin } from '../../../lib/auth/session';

export interface LoginPageProps {
  /** Where to come back to after sign-in. */
  returnTo: string;
  locale?: string | undefined;
  /** The address to fill in on the identity server's login page. */
  loginHint?: string | undefined;
  /** The SSO subdomain of the organisation whose identity provider signs the user in. */
  sso?: string | undefined;
}

/** /login: hands over to the identity provider (spec §2.3). */
export function LoginPage({ returnTo, locale, loginHint, sso }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);

  useEffect(() => {
    startLogin({ returnTo, locale, loginHint, sso }).catch((error: unknown) => {
      console.error('Could not start the sign-in.', error);
      setFailedAttempt(attempt);
    });
  }, [returnTo, locale, loginHint, sso, attempt]);

  return (
    <StandalonePage>
      {failedAttempt === attempt ? (
        <ErrorState onRetry={() => setAttempt((value) => value + 1)} />
      ) : (
        <PageLoader label={t('login.redirecting')} />
      )}
    </StandalonePage>
  );
}
