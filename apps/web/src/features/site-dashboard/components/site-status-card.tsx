import type { SiteStatus } from '@feedline/contracts';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The site's status (SiteStatus) as a description list. */
export function SiteStatusCard({ status }: { status: SiteStatus }) {
  const { t, i18n } = useTranslation('site-dashboard');
  const lastImport = status.lastImportAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.lastImportAt),
      )
    : t('status.never');
  const numbers = new Intl.NumberFormat(i18n.language);

  return (
    <Card withBorder padding="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 5 }} m={0}>
        <Field label={t('status.state')}>
          <Badge color={status.isActive ? 'green' : 'gray'} variant="dot">
            {status.isActive ? t('status.active') : t('status.inactive')}
          </Badge>
        </Field>
        <Field label={t('status.import-status')}>{status.importStatus}</Field>
        <Field label={t('status.last-import')}>{lastImport}</Field>
        <Field label={t('status.items')}>{numbers.format(status.itemCount)}</Field>
        <Field label={t('status.errors')}>{numbers.format(status.errorCount)}</Field>
      </SimpleGrid>
    </Card>
  );
}
