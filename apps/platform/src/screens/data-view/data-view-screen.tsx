import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/routes';
import { useReadyWhen } from '../../app/platform-context';

export default function DataViewScreen(_props: ScreenProps) {
  const { t } = useTranslation('data-view');
  useReadyWhen(true);
  return <Title order={1}>{t('title')}</Title>;
}
