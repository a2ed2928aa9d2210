import type { Choice } from './copy-form';

/** What a picker shows for a choice (spec §2.13: 'id - name'). */
export const choiceText = (choice: Choice) => `${choice.id} - ${choice.name}`;

/** Autocomplete debounce after a keyup (spec §9). */
export const PICKER_DEBOUNCE_MS = 1000;

/** The dropdown shows 5 or 6 entries before it scrolls (spec §9): five and a half. */
export const PICKER_VISIBLE_ITEMS = 5.5;

/**
 * The query a keyup leads to: only a value other than the one last asked for (spec §5); the
 * caller debounces it.
 */
export function nextQuery(lastQuery: string, typed: string): string | null {
  const value = typed.trim();
  return value === lastQuery ? null : value;
}

/** A pasted text selects the choice whose display text is exactly that text (spec §5). */
export function exactMatch(choices: readonly Choice[], pasted: string): Choice | undefined {
  const text = pasted.trim();
  return choices.find((choice) => choiceText(choice) === text);
}

/** The page to ask for next when the list is scrolled to its end, if any (spec §7). */
export function nextPage(loadedPages: number, totalPages: number, hasFailed: boolean) {
  if (hasFailed || loadedPages >= totalPages) return undefined;
  return loadedPages + 1;
}
