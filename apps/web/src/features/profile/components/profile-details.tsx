import type { CurrentUser } from '@feedline/contracts';
import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const HEADING_ID = 'profile-details-heading';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** The language's name in the UI language ("German" / "Deutsch"), or its code. */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Name, e-mail address and language of the signed-in user. */
export function ProfileDetails({
  user,
}: {
  user: Pick<CurrentUser, 'name' | 'email' | 'language'>;
}) {
  const { t, i18n } = useTranslation('profile');
  return (
    <section aria-labelledby={HEADING_ID}>
      <Title order={2} size="h3" id={HEADING_ID} mb="sm">
        {t('details.heading')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
        <Field label={t('details.name')}>{user.name}</Field>
        <Field label={t('details.email')}>{user.email}</Field>
        <Field label={t('details.language')}>{languageName(user.language, i18n.language)}</Field>
      </SimpleGrid>
    </section>
  );
}
