import { Combobox, Loader, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Choice } from '../model/copy-form';
import {
  choiceText,
  exactMatch,
  nextPage,
  nextQuery,
  PICKER_DEBOUNCE_MS,
  PICKER_VISIBLE_ITEMS,
} from '../model/picker';

/** One page of choices from the server (the autocomplete contract of spec §7). */
export interface ChoicePage {
  data: Choice[];
  totalPages: number;
}

export interface SearchPickerProps {
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** Identifies the list (site search of an organisation, channels of a site …). */
  queryKey: readonly unknown[];
  fetchPage: (query: string, page: number, signal: AbortSignal) => Promise<ChoicePage>;
  error?: string | null | undefined;
  disabled?: boolean;
  placeholder?: string;
}

const OPTION_HEIGHT = 36;

/**
 * A searchable, paginated, clearable picker (spec §2.13, §5): the server is asked after a keyup
 * (debounced, a distinct value only) and with an empty text on focus; the next page is appended
 * when the list is scrolled to its end, and nothing more is asked after a failure; Enter on an
 * empty text clears the value; a pasted 'id - name' selects that choice.
 */
export function SearchPicker({
  label,
  value,
  onChange,
  queryKey,
  fetchPage,
  error,
  disabled,
  placeholder,
}: SearchPickerProps) {
  // What the user is typing; null shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyping(null);
    },
  });
  const [query, setQuery] = useState<string | null>(null);
  const pages = useInfiniteQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ pageParam, signal }) => fetchPage(query ?? '', pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPage(all.length, last.totalPages, false),
    enabled: query !== null && !disabled,
    retry: false,
  });
  const choices = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const text = typing ?? (value ? choiceText(value) : '');

  const ask = (typed: string) => {
    const next = nextQuery(query ?? '\u0000', typed);
    if (next !== null) setQuery(next);
  };
  const askLater = useDebouncedCallback(ask, PICKER_DEBOUNCE_MS);

  const choose = (choice: Choice) => {
    onChange(choice);
    combobox.closeDropdown();
  };

  const handlePaste = async (pastedText: string) => {
    setQuery(pastedText.trim());
    try {
      const page = await fetchPage(pastedText.trim(), 1, new AbortController().signal);
      const match = exactMatch(page.data, pastedText);
      if (match) choose(match);
    } catch {
      // The list shows what the search found; a failed search leaves the text to edit.
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const choice = choices.find((entry) => String(entry.id) === id);
        if (choice) choose(choice);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          error={error}
          rightSection={pages.isFetching ? <Loader size="xs" /> : <Combobox.Chevron />}
          onFocus={() => {
            combobox.openDropdown();
            setQuery('');
          }}
          onBlur={() => combobox.closeDropdown()}
          onChange={(event) => {
            setTyping(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onKeyUp={(event) => {
            if (event.key === 'Enter' || event.key.startsWith('Arrow')) return;
            askLater(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.currentTarget.value.trim() === '') {
              event.preventDefault();
              onChange(null);
            }
          }}
          onPaste={(event) => {
            void handlePaste(event.clipboardData.getData('text'));
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize
            mah={OPTION_HEIGHT * PICKER_VISIBLE_ITEMS}
            type="scroll"
            onBottomReached={() => {
              if (pages.hasNextPage && !pages.isFetchingNextPage && !pages.isError) {
                void pages.fetchNextPage();
              }
            }}
          >
            {choices.map((choice) => (
              <Combobox.Option key={choice.id} value={String(choice.id)} mih={OPTION_HEIGHT}>
                {choiceText(choice)}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
