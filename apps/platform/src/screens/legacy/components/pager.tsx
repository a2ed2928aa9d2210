import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next with the position; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('legacy');
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} gap="sm">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text size="sm">{t('pager.position', { page, total: totalPages })}</Text>
      <Button
        variant="default"
        size="xs"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
}
