import {
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Popover,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconFilterPlus, IconSearch } from '@tabler/icons-react';
import {
  FILTER_NUMBER,
  ITEM_FILTER_OPS,
  MAX_ITEM_FILTERS,
  NUMBER_OPS,
  VALUE_OPS,
  type ItemFilter,
  type ItemFilterOp,
} from '@feedline/contracts/item-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasItemsView, type ItemsView } from '../model/items-view';

export interface DataViewFiltersProps {
  view: ItemsView;
  /** Field names to offer (those the grid shows); any other name may be typed. */
  fields: readonly string[];
  onChange: (next: ItemsView) => void;
  /** Beside the filters: the download menu. */
  children?: React.ReactNode;
}

/** How a filter reads in a chip: "gtin is empty", "price > 10". */
export function useFilterLabel() {
  const { t } = useTranslation('data-view');
  return (filter: ItemFilter) =>
    t(`filters.chip.${filter.op}`, { field: filter.field, value: filter.value ?? '' });
}

function AddFilter({
  fields,
  onAdd,
  disabled,
}: {
  fields: readonly string[];
  onAdd: (filter: ItemFilter) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('data-view');
  const [opened, setOpened] = useState(false);
  const [field, setField] = useState('');
  const [op, setOp] = useState<ItemFilterOp>('empty');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const fieldListId = useId();

  const needsValue = VALUE_OPS.has(op);
  const fieldError = field.trim() === '' || field.includes(':') ? t('filters.fieldNeeded') : null;
  const valueError = !needsValue
    ? null
    : value.trim() === ''
      ? t('filters.valueNeeded')
      : NUMBER_OPS.has(op) && !FILTER_NUMBER.test(value)
        ? t('filters.numberNeeded')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fieldError || valueError) return;
    onAdd(needsValue ? { op, field: field.trim(), value } : { op, field: field.trim() });
    setOpened(false);
    setField('');
    setValue('');
    setTried(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      withArrow
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFilterPlus size={14} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          disabled={disabled}
        >
          {t('filters.add')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate aria-label={t('filters.add')}>
          <Stack gap="xs" w={260}>
            {/* The browser's own suggestions: any field may be typed, the view's are offered. */}
            <TextInput
              label={t('filters.field')}
              size="xs"
              list={fieldListId}
              autoComplete="off"
              value={field}
              onChange={(event) => setField(event.currentTarget.value)}
              error={tried ? fieldError : null}
              data-autofocus
            />
            <datalist id={fieldListId}>
              {[...new Set(fields)].map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <NativeSelect
              label={t('filters.op')}
              size="xs"
              value={op}
              onChange={(event) => setOp(event.currentTarget.value as ItemFilterOp)}
              data={ITEM_FILTER_OPS.map((candidate) => ({
                value: candidate,
                label: t(`filters.ops.${candidate}`),
              }))}
            />
            {needsValue ? (
              <TextInput
                label={t('filters.value')}
                size="xs"
                value={value}
                inputMode={NUMBER_OPS.has(op) ? 'decimal' : undefined}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={tried ? valueError : null}
              />
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button size="compact-sm" variant="subtle" onClick={() => setOpened(false)}>
                {t('filters.cancel')}
              </Button>
              <Button size="compact-sm" type="submit">
                {t('filters.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The data view's search (in every field), its filters as chips (each removable), a filter to add,
 * and "clear all". Every change goes through `onChange`; the view is kept in the address.
 */
export function DataViewFilters({ view, fields, onChange, children }: DataViewFiltersProps) {
  const { t } = useTranslation('data-view');
  const labelOf = useFilterLabel();
  const [search, setSearch] = useState(view.search);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = search.trim();
    if (next !== view.search) onChange({ ...view, search: next });
  };

  return (
    <Group
      px="md"
      py={6}
      gap="xs"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <form role="search" onSubmit={submitSearch}>
        <TextInput
          size="xs"
          w={220}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={14} aria-hidden />}
          placeholder={t('filters.searchPlaceholder')}
          aria-label={t('filters.search')}
          maxLength={100}
        />
      </form>
      <Group gap={6} wrap="wrap" aria-label={t('filters.active')} role="list">
        {view.filters.map((filter, index) => {
          const label = labelOf(filter);
          return (
            <Badge
              key={`${index}:${label}`}
              role="listitem"
              size="lg"
              radius="sm"
              variant="light"
              color="gray"
              tt="none"
              fw={600}
              pr={2}
              rightSection={
                <CloseButton
                  size="xs"
                  onClick={() =>
                    onChange({ ...view, filters: view.filters.filter((_, at) => at !== index) })
                  }
                  aria-label={t('filters.remove', { filter: label })}
                />
              }
            >
              {label}
            </Badge>
          );
        })}
      </Group>
      <AddFilter
        fields={fields}
        disabled={view.filters.length >= MAX_ITEM_FILTERS}
        onAdd={(filter) => onChange({ ...view, filters: [...view.filters, filter] })}
      />
      {hasItemsView(view) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={() => {
            setSearch('');
            onChange({ filters: [], search: '', sort: null });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
      <Group ml="auto" gap="xs">
        {children}
      </Group>
    </Group>
  );
}
