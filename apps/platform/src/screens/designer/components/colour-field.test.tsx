import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ColourField } from './colour-field';

describe('ColourField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the eye dropper button after the colour it picks where the browser offers one', async () => {
    vi.stubGlobal('EyeDropper', class {});
    renderScreen(<ColourField label="Text colour" value="#112233" onChange={() => {}} />, {
      api: fakeApi({}).api,
    });
    expect(
      await screen.findByRole('button', { name: 'Text colour: pick from the screen' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toHaveValue('#112233');
  });
});
