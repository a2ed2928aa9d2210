import { describe, expect, it } from 'vitest';
import { choiceText, exactMatch, nextPage, nextQuery } from './picker';

describe('picker rules (spec §5, §7, §9)', () => {
  it("shows 'id - name'", () => {
    expect(choiceText({ id: 4, name: 'acme.nl' })).toBe('4 - acme.nl');
  });

  it('asks again only for a distinct value', () => {
    expect(nextQuery('', 'acme')).toBe('acme');
    expect(nextQuery('acme', ' acme ')).toBeNull();
    expect(nextQuery('acme', '')).toBe('');
  });

  it('selects on paste only the exact display text', () => {
    const choices = [
      { id: 4, name: 'acme.nl' },
      { id: 41, name: 'acme.nl outlet' },
    ];
    expect(exactMatch(choices, '4 - acme.nl')).toEqual(choices[0]);
    expect(exactMatch(choices, ' 41 - acme.nl outlet ')).toEqual(choices[1]);
    expect(exactMatch(choices, 'acme.nl')).toBeUndefined();
  });

  it('appends the next page at the end of the list, and stops after a failure', () => {
    expect(nextPage(1, 3, false)).toBe(2);
    expect(nextPage(3, 3, false)).toBeUndefined();
    expect(nextPage(1, 3, true)).toBeUndefined();
  });
});
