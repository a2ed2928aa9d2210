import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { StandalonePage } from '../../../components/standalone-page';
import { logout } from '../../../lib/auth/session';

/**
 * /logout: removes the tokens and ends the identity-server session; `redirectUrl` becomes the
 * target of the next sign-in. The identity server sends the browser back to `/`.
 */
export function LogoutPage({ redirectUrl }: { redirectUrl?: string | undefined }) {
  const { t } = useTranslation('auth');

  useEffect(() => {
    void logout({ redirectUrl });
  }, [redirectUrl]);

  return (
    <StandalonePage>
      <PageLoader label={t('logout.signing-out')} />
    </StandalonePage>
  );
}
