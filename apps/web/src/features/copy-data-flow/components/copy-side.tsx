import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fetchChannels, fetchClassifications, fetchSites } from '../api/copy-queries';
import type { Choice, CopyFormEvent, FieldHint, Side, SideName } from '../model/copy-form';
import { SearchPicker } from './search-picker';

export interface CopySideProps {
  side: SideName;
  value: Side;
  accountId: number;
  isClassificationShown: boolean;
  hints: Partial<Record<FieldHint, FieldHint>>;
  dispatch: (event: CopyFormEvent) => void;
}

/** One side of the copy: site, channel and (when shown) sub-channel pickers (spec §2.13). */
export function CopySide({
  side,
  value,
  accountId,
  isClassificationShown,
  hints,
  dispatch,
}: CopySideProps) {
  const { t } = useTranslation('copy-data-flow');
  const hint = (field: FieldHint) => (hints[field] ? t(`hints.${hints[field]!}`) : null);
  const siteId = value.site?.id;
  const channelId = value.channel?.id;
  return (
    <Fieldset legend={t(side)}>
      {/* One picker a row on a phone, side by side from the tablet breakpoint. */}
      <SimpleGrid cols={{ base: 1, sm: isClassificationShown ? 3 : 2 }}>
        <SearchPicker
          label={t('site')}
          value={value.site}
          onChange={(site: Choice | null) => dispatch({ type: 'site', side, site })}
          queryKey={['copy-data-flow', 'sites', accountId]}
          fetchPage={fetchSites(accountId)}
          error={hint('site')}
        />
        <SearchPicker
          label={t('channel')}
          value={value.channel}
          onChange={(channel) => dispatch({ type: 'channel', side, channel })}
          queryKey={['copy-data-flow', 'channels', siteId ?? 0]}
          fetchPage={(query, page, signal) => fetchChannels(siteId!)(query, page, signal)}
          disabled={siteId === undefined}
          error={hint('channel')}
        />
        {isClassificationShown && siteId !== undefined && channelId !== undefined ? (
          <SearchPicker
            label={t('subChannel')}
            value={value.classification}
            onChange={(classification) =>
              dispatch({ type: 'classification', side, classification })
            }
            queryKey={['copy-data-flow', 'classifications', siteId, channelId]}
            fetchPage={fetchClassifications(siteId, channelId)}
            error={hint('classification')}
          />
        ) : null}
      </SimpleGrid>
    </Fieldset>
  );
}
