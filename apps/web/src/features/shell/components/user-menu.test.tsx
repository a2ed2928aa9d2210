import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { UserMenu } from './user-menu';

describe('the user menu', () => {
  it('offers the profile, the language and signing out, all by keyboard', async () => {
    const saved: unknown[] = [];
    server.use(
      http.patch(apiPath('/user'), async ({ request }) => {
        const body = (await request.json()) as { language: string };
        saved.push(body);
        return HttpResponse.json({ ...demoUser, language: body.language });
      }),
      ...demoHandlers(),
    );
    const { user, router } = renderInRoute(<UserMenu name="Ada Lovelace" language="en" />, {
      url: '/home',
      pages: [{ path: '/home' }, { path: '/profile' }],
    });
    const button = await screen.findByRole('button', { name: 'User menu of Ada Lovelace' });
    button.focus();
    await user.keyboard('{Enter}');
    const profile = screen.getByRole('menuitem', { name: 'Your profile and two-factor sign-in' });
    await waitFor(() => expect(profile).toHaveFocus());
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual([{ language: 'de' }]));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Your profile and two-factor sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
