import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { ContentPortalPage } from './content-portal-page';

describe('ContentPortalPage (spec §2.9)', () => {
  it('shows a title, paragraphs, two bullet points and the help page in a new tab', () => {
    renderComponent(<ContentPortalPage helpUrl="https://help.example/cp" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Content Portal' })).toBeVisible();
    expect(screen.getByText(/Give your sales channels richer product content/)).toBeVisible();
    expect(screen.getByText(/The Content Portal collects the content/)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const help = screen.getByRole('link', {
      name: 'Learn more about the Content Portal (opens in a new tab)',
    });
    expect(help).toHaveAttribute('href', 'https://help.example/cp');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no button when no help page is configured', () => {
    renderComponent(<ContentPortalPage />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
