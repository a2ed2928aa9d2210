import { SUBDOMAIN_MAX_LENGTH } from '@feedline/contracts/sso-constants';
import { Group, Input, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../../config/config';
import type { AuthenticationForm } from '../model/authentication-form';
import { loginAddressOf } from '../model/platform-metadata';
import { isSubdomainHint } from '../model/sso-hints';
import { useHintText } from './use-hint-text';

/**
 * Provider settings (spec §2.15 page 1): the subdomain, at most 20 characters, with the provider's
 * domain after it and its hint beneath.
 */
export function SubdomainField({
  form,
  isDisabled,
  onChange,
}: {
  form: AuthenticationForm;
  isDisabled: boolean;
  onChange: (subdomain: string) => void;
}) {
  const { t } = useTranslation('organisation-settings');
  const hintText = useHintText();
  const id = useId();
  const error = isSubdomainHint(form.hint) ? hintText(form.hint, form.reason) : null;
  const { providerDomain } = getConfig().sso;
  const address = loginAddressOf(form.subdomain, providerDomain, t('sso.subdomainPlaceholder'));
  return (
    <Input.Wrapper
      id={id}
      label={t('sso.subdomainField.label')}
      description={t('sso.subdomainField.description', { address })}
      error={error}
      required
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <Input
          id={id}
          value={form.subdomain}
          maxLength={SUBDOMAIN_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={isDisabled}
          error={error !== null}
          style={{ flex: '1 1 auto', minWidth: 0 }}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', flex: '0 1 auto' }}>
          .{providerDomain}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
