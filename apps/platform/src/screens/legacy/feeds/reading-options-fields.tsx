import { IMPORT_FORMATS } from '@feedline/contracts/feed-constants';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDelimited, type SourceDraft } from './model/source-draft';

const DELIMITERS = [
  ['auto', 'auto'],
  [',', 'comma'],
  [';', 'semicolon'],
  ['\t', 'tab'],
  ['|', 'pipe'],
] as const;

const ENCODINGS = ['UTF-8', 'ISO-8859-1', 'Windows-1252', 'UTF-16LE'] as const;

/** How the feed is read: its format (detected unless chosen) and the options of that format. */
export function ReadingOptionsFields({
  draft,
  onChange,
}: {
  draft: SourceDraft;
  onChange: (change: Partial<SourceDraft>) => void;
}) {
  const { t } = useTranslation('legacy');
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('feeds.source.format')}
        description={t('feeds.source.formatHint')}
        value={draft.format}
        onChange={(event) =>
          onChange({ format: event.currentTarget.value as SourceDraft['format'] })
        }
        data={[
          { value: 'auto', label: t('feeds.formats.auto') },
          ...IMPORT_FORMATS.map((value) => ({ value, label: t(`feeds.formats.${value}`) })),
        ]}
      />
      {isDelimited(draft.format) ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('feeds.options.delimiter')}
            value={draft.delimiter}
            onChange={(event) =>
              onChange({ delimiter: event.currentTarget.value as SourceDraft['delimiter'] })
            }
            data={DELIMITERS.map(([value, name]) => ({
              value,
              label: t(`feeds.options.delimiters.${name}`),
            }))}
          />
          <NativeSelect
            label={t('feeds.options.encoding')}
            value={draft.encoding}
            onChange={(event) => onChange({ encoding: event.currentTarget.value })}
            data={[
              { value: '', label: t('feeds.options.detect') },
              ...ENCODINGS.map((value) => ({ value, label: value })),
              // An encoding set elsewhere stays choosable.
              ...(draft.encoding && !(ENCODINGS as readonly string[]).includes(draft.encoding)
                ? [{ value: draft.encoding, label: draft.encoding }]
                : []),
            ]}
          />
          <NativeSelect
            label={t('feeds.options.header')}
            value={draft.header}
            onChange={(event) =>
              onChange({ header: event.currentTarget.value as SourceDraft['header'] })
            }
            data={[
              { value: 'auto', label: t('feeds.options.detect') },
              { value: 'yes', label: t('feeds.options.headerYes') },
              { value: 'no', label: t('feeds.options.headerNo') },
            ]}
          />
        </SimpleGrid>
      ) : null}
      {draft.format === 'xml-generic' ? (
        <TextInput
          label={t('feeds.options.itemPath')}
          description={t('feeds.options.itemPathHint')}
          placeholder="products/product"
          value={draft.itemPath}
          onChange={(event) => onChange({ itemPath: event.currentTarget.value })}
        />
      ) : null}
      <TextInput
        label={t('feeds.options.idField')}
        description={t('feeds.options.idFieldHint')}
        placeholder="id"
        value={draft.idField}
        onChange={(event) => onChange({ idField: event.currentTarget.value })}
      />
    </Stack>
  );
}
