import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderComponent } from '../../../test/render-component';
import { AccessDeniedPage } from './access-denied-page';
import { NoAccessPage } from './no-access-page';
import { UnverifiedPage } from './unverified-page';

describe('AccessDeniedPage', () => {
  it('shows the inaccessible reason and the administrators with avatar, name and mail link', async () => {
    server.use(
      http.get(apiPath('/accounts/1/users'), ({ request }) =>
        new URL(request.url).searchParams.get('role') === 'admin'
          ? HttpResponse.json({ data: [{ name: 'Olivia Owner', email: 'owner@acme.test' }] })
          : HttpResponse.json({ data: [] }, { status: 400 }),
      ),
    );
    renderComponent(<AccessDeniedPage reason="inaccessible" accountIds={[1]} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'It belongs to an organisation, project or site that you do not have access to.',
      ),
    ).toBeVisible();
    const list = await screen.findByRole('list');
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Olivia Owner')).toBeVisible();
    expect(within(item).getByText('OO')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'owner@acme.test' })).toHaveAttribute(
      'href',
      'mailto:owner@acme.test',
    );
  });

  it('announces the loading administrators, then says when there are none', async () => {
    server.use(http.get(apiPath('/accounts/1/users'), () => HttpResponse.json({ data: [] })));
    renderComponent(<AccessDeniedPage reason="unauthorized" accountIds={[1]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the administrators…');
    expect(
      await screen.findByText('No administrators could be found for your organisations.'),
    ).toBeVisible();
  });

  it('shows no administrators section without organisations', () => {
    renderComponent(<AccessDeniedPage reason="unauthorized" accountIds={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are not authorised' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    // Never a dead end: a way back to the user's organisations.
    expect(screen.getByRole('link', { name: 'To your organisations' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('NoAccessPage', () => {
  it("says 'You can't access this page' and links the support address", () => {
    renderComponent(<NoAccessPage supportEmail="help@feedline.test" />);
    expect(
      screen.getByRole('heading', { level: 1, name: "You can't access this page" }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Please contact the support team at help@feedline.test.',
    );
    expect(screen.getByRole('link', { name: 'help@feedline.test' })).toHaveAttribute(
      'href',
      'mailto:help@feedline.test',
    );
  });
});

describe('UnverifiedPage', () => {
  it('shows the message and the demo note, and returns to login', async () => {
    const onReturnToLogin = vi.fn();
    const { user } = renderComponent(<UnverifiedPage onReturnToLogin={onReturnToLogin} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account is not verified yet' }),
    ).toBeVisible();
    expect(screen.getByText(/Please confirm your e-mail address/)).toBeVisible();
    expect(screen.getByText(/Requested a demo\?/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Return to login' }));
    expect(onReturnToLogin).toHaveBeenCalledTimes(1);
  });
});
