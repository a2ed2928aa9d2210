import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { StandalonePage } from '../../../components/standalone-page';

/**
 * The separate access-denied page (spec §2.9): "You can't access this page" and the support
 * team's address. Shown at /no-access and at /unauthorized (403 unauthorized or inactive user).
 */
export function NoAccessPage({ supportEmail }: { supportEmail?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <StandalonePage>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('platform.no-access.title')}
        </Title>
        <Text>
          {supportEmail ? (
            <Trans
              i18nKey="platform.no-access.contact"
              values={{ email: supportEmail }}
              components={{ mail: <Anchor href={`mailto:${supportEmail}`} /> }}
            />
          ) : (
            t('platform.no-access.contact-without-email')
          )}
        </Text>
      </Stack>
    </StandalonePage>
  );
}
