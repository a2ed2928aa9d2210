import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthenticationForm } from '../model/authentication-form';
import {
  WIZARD_PAGE,
  WIZARD_PAGES,
  afterSubdomainCheck,
  isAdvanceBlocked,
  pageOfHint,
  planWizardNext,
  previousPage,
  type WizardNext,
  type WizardPage,
} from '../model/wizard';
import { PlatformMetadataFields } from './platform-metadata-fields';
import { ProviderMetadataUpload } from './provider-metadata-upload';
import { SubdomainField } from './subdomain-field';
import { useAuthenticationForm } from './use-authentication-form';
import { useSaveAuthentication } from './use-save-authentication';

/** The wizard's content is 560 px wide (spec §9). */
export const WIZARD_WIDTH = 560;

/**
 * The add-authentication wizard (spec §2.15, §4, §5): three pages, each judged before the next;
 * Finish saves with status Configured and closes; Close goes one level up, to the SSO page.
 */
export function SsoWizard({
  accountId,
  initial,
}: {
  accountId: number;
  initial: AuthenticationForm;
}) {
  const { t } = useTranslation('organisation-settings');
  const navigate = useNavigate();
  const { form, dispatch, upload, chooseFile, clearFile } = useAuthenticationForm(initial);
  const { check, save, isBusy } = useSaveAuthentication(accountId);
  const [page, setPage] = useState<WizardPage>(WIZARD_PAGE.ProviderSettings);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // A new page is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [page]);

  const close = () =>
    void navigate({ to: '/organisation-settings/account/$accountId/sso', params: { accountId } });

  const follow = (next: WizardNext) => {
    if (next.kind === 'blocked') {
      dispatch({
        type: 'hint',
        hint: next.hint,
        reason: next.hint === form.hint ? form.reason : null,
      });
    } else if (next.kind === 'advance') {
      setPage(next.page);
    }
  };

  const handleNext = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || upload) return;
    const next = planWizardNext(page, form);
    if (next.kind === 'check-subdomain') {
      const answer = await check(form.subdomain);
      if (answer) follow(afterSubdomainCheck(answer));
      return;
    }
    if (next.kind !== 'finish') {
      follow(next);
      return;
    }
    save(form, {
      onSaved: close,
      onRefused: ({ hint, reason }) => {
        dispatch({ type: 'hint', hint, reason });
        setPage(pageOfHint(hint) ?? page);
      },
    });
  };

  const back = previousPage(page);
  return (
    <form noValidate onSubmit={(event) => void handleNext(event)}>
      <Stack gap="md" maw={WIZARD_WIDTH}>
        <Title order={2} size="h4">
          {t('sso.wizard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sso.wizard.progress', { page, count: WIZARD_PAGES.length })}
        </Text>
        <Title order={3} size="h5" ref={heading} tabIndex={-1}>
          {t(`sso.wizard.pages.${page}`)}
        </Title>
        {page === WIZARD_PAGE.ProviderSettings ? (
          <SubdomainField
            form={form}
            isDisabled={isBusy}
            onChange={(subdomain) => dispatch({ type: 'subdomain-changed', subdomain })}
          />
        ) : page === WIZARD_PAGE.PlatformMetadata ? (
          <PlatformMetadataFields subdomain={form.subdomain} />
        ) : (
          <ProviderMetadataUpload
            form={form}
            upload={upload}
            isEditMode={false}
            isDisabled={isBusy}
            onChoose={chooseFile}
            onClear={clearFile}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={close}>
            {t('sso.wizard.close')}
          </Button>
          <Group gap="sm">
            {back === null ? null : (
              <Button variant="default" onClick={() => setPage(back)} disabled={isBusy}>
                {t('sso.wizard.back')}
              </Button>
            )}
            <Button
              type="submit"
              loading={isBusy}
              disabled={isAdvanceBlocked(page, form.hint) || upload !== null}
            >
              {page === WIZARD_PAGE.ProviderMetadata
                ? t('sso.wizard.finish')
                : t('sso.wizard.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
