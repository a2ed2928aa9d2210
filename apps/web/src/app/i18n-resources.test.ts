import { describe, expect, it } from 'vitest';
import { resources } from './i18n-resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  const languages = Object.keys(resources) as (keyof typeof resources)[];

  it('exist for en, de and fr', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'fr']);
  });

  it('have identical key sets in every language and namespace', () => {
    const reference = keysOf(resources.en).sort();
    for (const language of languages) {
      expect(keysOf(resources[language]).sort(), language).toEqual(reference);
    }
  });

  it('have no empty texts', () => {
    for (const language of languages) {
      const empty = keysOf(resources[language]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            resources[language],
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('contain the keys the spec names', () => {
    const common = keysOf(resources.en.common);
    for (const key of [
      'platform.not-found.title',
      'platform.unauthorized.title',
      'platform.unauthorized.description',
      'platform.inaccessible.title',
      'platform.inaccessible.description',
    ]) {
      expect(common).toContain(key);
    }
  });
});
