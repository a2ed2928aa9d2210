import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { importStateColour, isImportState } from '../../../model/import-state';

/** The state of a site's import; a state without a name of its own shows as the server wrote it. */
export function ImportStateBadge({ status }: { status: string }) {
  const { t } = useTranslation('legacy');
  return (
    <Badge color={importStateColour(status)} variant="light">
      {isImportState(status) ? t(`monitoring.importStates.${status}`) : status}
    </Badge>
  );
}
