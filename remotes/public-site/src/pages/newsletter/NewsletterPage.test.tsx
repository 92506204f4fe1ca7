import type { PublicPage } from '@managewell/api/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FIXTURES } from '../test/fixtures';
import { renderPage } from '../test/render';

const TOKEN = 'a'.repeat(43);

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('NewsletterPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('confirms only when the visitor presses the button, with the link’s token', async () => {
    const fetchMock = answer(200, { success: { status: 'confirmed' } });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(PAGE_FIXTURES.newsletter as PublicPage, `?token=${TOKEN}`);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText('Thank you: your subscription is confirmed.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/website-frontend/newsletter/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it('says so plainly when the link was already used', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { code: 'not_found', message: 'This confirmation link is not valid or was already used.' }),
    );
    renderPage(PAGE_FIXTURES.newsletter as PublicPage, `?token=${TOKEN}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('already used'));
  });
});
