import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../pages/test/render';
import { NewsletterSignup } from './NewsletterSignup';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('NewsletterSignup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs the address up and says a confirmation link was mailed', async () => {
    const fetchMock = answer(202, { success: { sent: true } });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithSite(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toContain('link to confirm');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/website-frontend/newsletter');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.in' });
  });

  it('shows the server’s message for a refused address', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        code: 'validation_failed',
        message: 'Check the form.',
        fields: { email: 'Enter a valid e-mail address.' },
      }),
    );
    const user = userEvent.setup();
    renderWithSite(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address.');
  });
});
