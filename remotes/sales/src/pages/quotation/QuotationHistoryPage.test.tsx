import { fetchQuotationWorkspace } from '@managewell/api';
import type { QuotationDetail, QuotationWorkspace } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuotationContent, makeQuotationLine } from '../../test/fixtures';
import { QuotationHistoryPage } from './HistoryPages';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchQuotationWorkspace: vi.fn() };
});

const content = makeQuotationContent([makeQuotationLine('a', 'RCC pool shell', 1, 5_00_000_00)]);
const version = (no: number, link: string | null): QuotationDetail['versions'][number] => ({
  no,
  reason: link ? 'Final quotation' : 'Costed',
  total_paise: content.totals.grand_total_paise,
  content_hash: 'h',
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: null,
  sent_at: link ? '2026-11-21T10:00:00.000Z' : null,
  sent_by: null,
  sent_to: link ? 'asha@example.in' : null,
  link,
  accepted_at: null,
  accepted_name: null,
  superseded: false,
});
const workspace: QuotationWorkspace = {
  lead: { id: 42, customer: content.customer, city: 'Pune', stage: 'final_sent' },
  requirement: null,
  inter_state: false,
  quotation: {
    id: 9,
    lead_id: 42,
    number: 'MW/2026-27/0042',
    status: 'sent',
    version: 4,
    owner: null,
    draft: content,
    draft_changed: false,
    change_request: null,
    versions: [version(2, '/quotation/abcdefghijklmnopqrstuvwxyz012345'), version(1, null)],
    updated_at: '2026-11-21T10:00:00.000Z',
  },
};

const open = () =>
  renderAt(
    '/app/sales/quotation-history/42',
    '/app/sales/quotation-history/:lead_id',
    <QuotationHistoryPage />,
  );

describe('QuotationHistoryPage sharing', () => {
  beforeEach(() => vi.mocked(fetchQuotationWorkspace).mockReset().mockResolvedValue(workspace));

  it('shares a sent version on WhatsApp to the customer’s +91 mobile with the link in the text', async () => {
    open();
    const whatsapp = await screen.findByRole('link', { name: 'Share version 2 on WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      `Hello Asha Rao, your quotation MW/2026-27/0042 is ready: ${window.location.origin}/quotation/abcdefghijklmnopqrstuvwxyz012345`,
    );
    // A version never sent has no customer link to share.
    expect(screen.queryByRole('link', { name: 'Share version 1 on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Copy the customer's link to version 1" })).toBeNull();
  });

  it('copies the full customer link of a sent version', async () => {
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: "Copy the customer's link to version 2" });
    await user.click(button);
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/quotation/abcdefghijklmnopqrstuvwxyz012345`,
      ),
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
