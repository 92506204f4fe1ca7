import { fetchOfferTemplate, saveOfferTemplate } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferTemplateTab } from './OfferTemplateTab';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchOfferTemplate: vi.fn(), saveOfferTemplate: vi.fn() };
});
const api = { fetch: vi.mocked(fetchOfferTemplate), save: vi.mocked(saveOfferTemplate) };

const BODY = 'Dear {{candidateName}}, we are pleased to offer you the post.';

beforeEach(() => vi.resetAllMocks());

const open = () =>
  renderAt(
    '/app/hr/offer-letter',
    '/app/hr/offer-letter',
    <>
      <Link to="/app/hr/salary">Salary</Link>
      <OfferTemplateTab />
    </>,
  );

describe('OfferTemplateTab', () => {
  it('on a stale save shows mine and theirs side by side and saves the one chosen on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = `${BODY} Welcome aboard.`;
    api.fetch
      .mockResolvedValueOnce({ body: BODY, version: 2, updatedAt: null })
      .mockResolvedValue({ body: theirs, version: 3, updatedAt: null });
    api.save.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed the template.' });
    open();
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Offer letter template');
    await user.type(text, ' Regards.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(
        'Someone else saved this template while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Theirs:/ }));
    api.save.mockResolvedValue({ body: theirs, version: 4, updatedAt: null });
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1]![0]).toEqual({ body: theirs, version: 3 });
  });

  it('keeps a pasted letter over the limit whole, says why and asks before leaving', async () => {
    const user = userEvent.setup({ delay: null });
    api.fetch.mockResolvedValue({ body: BODY, version: 2, updatedAt: null });
    open();
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Offer letter template');
    await user.click(text);
    await user.paste('x'.repeat(10_001));
    expect(text.value.length).toBe(BODY.length + 10_001);
    expect(screen.getByText('The letter can have at most 10,000 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save template' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Salary' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
  });
});
