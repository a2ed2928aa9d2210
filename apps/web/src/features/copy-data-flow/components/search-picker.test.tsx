import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import type { Choice } from '../model/copy-form';
import { SearchPicker, type ChoicePage } from './search-picker';

const SITES: Choice[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: i === 6 ? 'acme.be' : `acme-shop-${String(i + 1).padStart(2, '0')}`,
}));

/** A server of sites: 10 a page, filtered by the query. */
function siteServer() {
  const calls: { query: string; page: number }[] = [];
  const fetchPage = vi.fn(async (query: string, page: number): Promise<ChoicePage> => {
    calls.push({ query, page });
    const found = SITES.filter((site) => `${site.id} - ${site.name}`.includes(query));
    return {
      data: found.slice((page - 1) * 10, page * 10),
      totalPages: Math.ceil(found.length / 10),
    };
  });
  return { calls, fetchPage };
}

function Picker({
  fetchPage,
  onChange,
}: {
  fetchPage: ReturnType<typeof siteServer>['fetchPage'];
  onChange: (choice: Choice | null) => void;
}) {
  const [value, setValue] = useState<Choice | null>(null);
  return (
    <SearchPicker
      label="Target site"
      value={value}
      onChange={(choice) => {
        setValue(choice);
        onChange(choice);
      }}
      queryKey={['test-sites']}
      fetchPage={fetchPage}
    />
  );
}

describe('SearchPicker (spec §2.13, §5)', () => {
  it("asks with an empty text on focus and shows 'id - name'; a choice fills the field", async () => {
    const server = siteServer();
    const onChange = vi.fn();
    const { user } = renderComponent(<Picker fetchPage={server.fetchPage} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Target site' }));
    await waitFor(() => expect(server.calls).toEqual([{ query: '', page: 1 }]));
    await user.click(await screen.findByRole('option', { name: '7 - acme.be' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 7, name: 'acme.be' });
    expect(screen.getByRole('textbox', { name: 'Target site' })).toHaveValue('7 - acme.be');
  });

  it('asks after typing, once per distinct text, and clears with Enter on an empty text', async () => {
    const server = siteServer();
    const onChange = vi.fn();
    const { user } = renderComponent(<Picker fetchPage={server.fetchPage} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Target site' });
    await user.click(input);
    await user.type(input, 'be');
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ query: 'be', page: 1 }), {
      timeout: 5000,
    });
    expect(server.calls.filter((call) => call.query === 'b')).toEqual([]);
    await user.click(await screen.findByRole('option', { name: '7 - acme.be' }));

    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("selects the exact 'id - name' that is pasted", async () => {
    const server = siteServer();
    const onChange = vi.fn();
    const { user } = renderComponent(<Picker fetchPage={server.fetchPage} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Target site' }));
    await user.paste('7 - acme.be');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ id: 7, name: 'acme.be' }));
  });

  it('asks no further after a failed search', async () => {
    const fetchPage = vi.fn(async () => {
      throw new Error('down');
    });
    const { user } = renderComponent(<Picker fetchPage={fetchPage} onChange={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Target site' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('option')).toBeNull();
  });
});
