import type { SubdomainCheck } from '@feedline/contracts';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSsoAuthenticationMutation } from '../../../data/sso-authentication-mutation';
import { useCheckSubdomain } from '../../../data/sso-subdomain-check';
import { authenticationUpdateOf, type AuthenticationForm } from '../model/authentication-form';
import { SSO_ERROR_TOAST_MS, authenticationErrorOf } from '../model/sso-errors';
import type { SsoHint } from '../model/sso-hints';

/**
 * The calls of the add and edit screens: the subdomain check and the PUT of the authentication.
 * A refusal that names a field becomes its hint (with the API's reason); anything else, a 429 of
 * the check included, shows the general error for 4500 ms.
 */
export function useSaveAuthentication(accountId: number) {
  const { t } = useTranslation('organisation-settings');
  const checkSubdomain = useCheckSubdomain();
  const mutation = useUpdateSsoAuthenticationMutation();
  const [isChecking, setChecking] = useState(false);

  const showGeneralError = () =>
    notifications.show({
      color: 'red',
      message: t('error.general'),
      autoClose: SSO_ERROR_TOAST_MS,
    });

  /** The API's verdict on the subdomain; null when it could not be asked. */
  const check = async (subdomain: string): Promise<SubdomainCheck | null> => {
    setChecking(true);
    try {
      return await checkSubdomain({ accountId, subdomain });
    } catch {
      showGeneralError();
      return null;
    } finally {
      setChecking(false);
    }
  };

  const save = (
    form: AuthenticationForm,
    {
      onSaved,
      onRefused,
    }: {
      onSaved: () => void;
      onRefused: (refusal: { hint: SsoHint; reason: string | null }) => void;
    },
  ) =>
    mutation.mutate(
      { accountId, authentication: authenticationUpdateOf(form) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const refusal = authenticationErrorOf(error);
          if (refusal) onRefused(refusal);
          else showGeneralError();
        },
      },
    );

  return { check, save, isBusy: isChecking || mutation.isPending };
}
