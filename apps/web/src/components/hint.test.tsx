import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hint } from './hint';

describe('Hint', () => {
  it('shows its label on hover and on focus, and hides it on leave, blur and Escape', () => {
    const { container } = render(
      <Hint label="Projects">
        <button type="button" aria-label="Projects">
          P
        </button>
      </Hint>,
    );
    const bubble = () => container.querySelector('[data-hint]');
    const button = screen.getByRole('button', { name: 'Projects' });
    expect(bubble()).toBeNull();

    fireEvent.mouseEnter(button.parentElement!);
    expect(bubble()).toHaveTextContent('Projects');
    expect(bubble()).toHaveAttribute('aria-hidden', 'true');
    fireEvent.mouseLeave(button.parentElement!);
    expect(bubble()).toBeNull();

    fireEvent.focus(button);
    expect(bubble()).not.toBeNull();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(bubble()).toBeNull();
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(bubble()).toBeNull();
  });
});
