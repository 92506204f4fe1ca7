import { fetchQuotationVersion, fetchQuotationWorkspace, sendQuotation } from '@managewell/api';
import type {
  QuotationDetail,
  QuotationListItem,
  QuotationVersionView,
  QuotationWorkspace,
} from '@managewell/api/contract';
import { addDays, DEFAULT_VALIDITY_DAYS, todayInKolkata } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuotationContent, makeQuotationLine } from '../../test/fixtures';
import { QuotationVersionPage } from './HistoryPages';
import { whyNot } from './SalesQuotationsPage';
import { SendQuotationDialog } from './SendQuotationDialog';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchQuotationWorkspace: vi.fn(),
    fetchQuotationVersion: vi.fn(),
    sendQuotation: vi.fn(),
  };
});
const mocks = {
  workspace: vi.mocked(fetchQuotationWorkspace),
  version: vi.mocked(fetchQuotationVersion),
  send: vi.mocked(sendQuotation),
};

const line = makeQuotationLine;
const content = makeQuotationContent;

const v1 = content([line('a', 'RCC pool shell', 1, 5_00_000_00), line('b', 'LED light', 4, 12_000_00)]);
const v2 = content([line('a', 'RCC pool shell', 1, 5_50_000_00), line('c', 'Heat pump', 1, 2_00_000_00)]);

const TERMS = {
  milestones: [{ label: 'Advance', percent: 100 }],
  timeline: '10 weeks',
  warranty: '10 years',
  exclusions: '',
  valid_until: '2099-12-31',
};

const detail = (version: number): QuotationDetail => ({
  id: 9,
  lead_id: 42,
  number: 'MW/2026-27/0042',
  status: 'costed',
  version,
  owner: null,
  draft: { ...v2, terms: TERMS },
  draft_changed: false,
  change_request: null,
  versions: [
    {
      no: 2,
      reason: 'Extra payment',
      total_paise: v2.totals.grand_total_paise,
    } as QuotationDetail['versions'][number],
  ],
  updated_at: '2026-11-20T10:00:00.000Z',
});
const workspace = (version = 5): QuotationWorkspace => ({
  lead: { id: 42, customer: v2.customer, city: 'Pune', stage: 'terms' },
  requirement: null,
  inter_state: false,
  quotation: detail(version),
});

beforeEach(() => {
  vi.resetAllMocks();
  mocks.workspace.mockResolvedValue(workspace());
});

describe('QuotationVersionPage (version diff)', () => {
  it('shows lines added, removed and changed, and the totals before and after', async () => {
    mocks.version.mockResolvedValue({
      quotation: { id: 9, lead_id: 42, number: 'MW/2026-27/0042', status: 'costed' },
      version: {
        no: 2,
        reason: 'Extra payment',
        total_paise: v2.totals.grand_total_paise,
        created_at: '2026-11-20T10:00:00.000Z',
      },
      content: v2,
      previous: v1,
    } as QuotationVersionView);
    renderAt(
      '/app/sales/quotation-history/view/42?v=2',
      '/app/sales/quotation-history/view/:lead_id',
      <QuotationVersionPage />,
    );
    expect(await screen.findByText('Changes from version 1')).toBeTruthy();
    expect(mocks.version).toHaveBeenCalledWith(42, 2);
    expect(screen.getByText('+ Heat pump (1 × ₹2,00,000.00)')).toBeTruthy();
    expect(screen.getByText('LED light (4 × ₹12,000.00)')).toBeTruthy();
    expect(screen.getByText(/~ RCC pool shell: rate paise 50000000 → 55000000/)).toBeTruthy();
    // Totals before/after: ₹5,48,000 + 18 % = ₹6,46,640 before; ₹7,50,000 + 18 % = ₹8,85,000 after.
    expect(screen.getByText('₹6,46,640.00')).toBeTruthy();
    expect(screen.getAllByText('₹8,85,000.00').length).toBeGreaterThan(0);
  });
});

const ITEM: QuotationListItem = {
  id: 9,
  lead_id: 42,
  number: 'MW/2026-27/0042',
  status: 'costed',
  customer: 'Asha Rao',
  city: 'Pune',
  total_paise: v2.totals.grand_total_paise,
  owner: null,
  latest_version: 2,
  stage: 'terms',
  has_terms: true,
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The dialog inside a data router, as the quotations page shows it (its unsaved-changes guard needs one). */
const openDialog = () => {
  const onSent = vi.fn();
  renderAt(
    '/app/sales/final-quatation',
    '/app/sales/final-quatation',
    <>
      <Link to="/app/sales/dashboard">Dashboard</Link>
      <SendQuotationDialog item={ITEM} onClose={() => {}} onSent={onSent} />
    </>,
  );
  return onSent;
};

describe('SendQuotationDialog', () => {
  it('stays closed to sending, saying why, when the loaded quotation has no terms', async () => {
    const bare = workspace();
    mocks.workspace.mockResolvedValue({ ...bare, quotation: { ...bare.quotation!, draft: v2 } });
    openDialog();
    expect(
      await screen.findByText('Sending waits for the terms: this quotation has no payment terms yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prepare the terms' }).getAttribute('href')).toBe(
      '/app/sales/prepare-terms/42',
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it('checks the address before sending, then sends the version it loaded', async () => {
    const user = userEvent.setup();
    mocks.send.mockResolvedValue({
      quotation: detail(6),
      version: 2,
      to: 'owner@example.in',
      link: '/quotation/x',
    });
    const onSent = openDialog();
    expect(await screen.findByText('Version 2 will be sent, total ₹8,85,000.00.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail (leave empty for the lead’s address)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(mocks.send).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('E-mail (leave empty for the lead’s address)'));
    await user.type(screen.getByLabelText('E-mail (leave empty for the lead’s address)'), 'owner@example.in');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(mocks.send).toHaveBeenCalledWith(42, { version: 5, to: 'owner@example.in', message: '' }),
    );
    expect(onSent).toHaveBeenCalledWith({ version: 2, to: 'owner@example.in' });
  });

  it("shows the server's field error on the field", async () => {
    const user = userEvent.setup();
    mocks.send.mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention.',
      fields: { to: 'This address bounced before: check it.' },
    });
    openDialog();
    await screen.findByText(/will be sent/);
    await user.type(screen.getByLabelText('E-mail (leave empty for the lead’s address)'), 'old@example.in');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This address bounced before: check it.')).toBeTruthy();
  });

  it('on a 409 keeps what was typed, offers a reload and sends the reloaded version', async () => {
    const user = userEvent.setup();
    mocks.send.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'Someone else changed this quotation after you opened it.',
    });
    openDialog();
    await screen.findByText(/will be sent/);
    await user.type(screen.getByLabelText('E-mail (leave empty for the lead’s address)'), 'owner@example.in');
    await user.type(screen.getByLabelText('Message to the customer (optional)'), 'As discussed today.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Someone else changed this quotation after you opened it.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail (leave empty for the lead’s address)').value).toBe(
      'owner@example.in',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message to the customer (optional)').value).toBe(
      'As discussed today.',
    );

    mocks.workspace.mockResolvedValue(workspace(7));
    mocks.send.mockResolvedValue({
      quotation: detail(8),
      version: 2,
      to: 'owner@example.in',
      link: '/quotation/x',
    });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(mocks.workspace).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(mocks.send).toHaveBeenLastCalledWith(42, {
        version: 7,
        to: 'owner@example.in',
        message: 'As discussed today.',
      }),
    );
  });

  it('sends an expired quotation with a fresh validity date and shows a refused date on its field', async () => {
    const user = userEvent.setup();
    const base = workspace();
    const expired = {
      ...base,
      quotation: {
        ...base.quotation!,
        status: 'expired' as const,
        draft: { ...v2, terms: { ...TERMS, valid_until: '2020-01-31' } },
      },
    };
    mocks.workspace.mockResolvedValue(expired);
    mocks.send.mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message: 'The validity date has passed.',
      fields: { valid_until: 'Choose a date from today on.' },
    });
    openDialog();
    const field = await screen.findByLabelText('Valid until (the old date, 31 Jan 2020, has passed)');
    expect(screen.getByText('A new version will be sent, total ₹8,85,000.00.')).toBeTruthy();
    const fresh = addDays(todayInKolkata(), DEFAULT_VALIDITY_DAYS);
    expect((field as HTMLInputElement).value).toBe(fresh);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(mocks.send).toHaveBeenCalledWith(42, { version: 5, message: '', valid_until: fresh }),
    );
    expect(await screen.findByText('Choose a date from today on.')).toBeTruthy();
  });

  it('asks before leaving the page with an address typed and not sent', async () => {
    const user = userEvent.setup();
    openDialog();
    await screen.findByText(/will be sent/);
    await user.type(screen.getByLabelText('E-mail (leave empty for the lead’s address)'), 'owner@example.in');
    await user.click(screen.getByRole('link', { name: 'Dashboard', hidden: true }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});

describe('what the quotation queues offer', () => {
  const at = (stage: QuotationListItem['stage'], has_terms = false): QuotationListItem => ({
    ...ITEM,
    stage,
    has_terms,
  });
  it('offers terms only once the lead can move to terms, and says why not before', () => {
    expect(whyNot('terms', at('costed'))).toBe('At “Costed”: choose the design first');
    expect(whyNot('terms', at('design'))).toBeUndefined();
    expect(whyNot('terms', at('extra_payments'))).toBeUndefined();
    expect(whyNot('extra-payment', at('costed'))).toMatch(/choose the design first/);
  });
  it('offers Send only with terms prepared', () => {
    expect(whyNot('final', at('terms', false))).toBe('Prepare the terms first');
    expect(whyNot('final', at('terms', true))).toBeUndefined();
    expect(whyNot('final', at('design', true))).toMatch(/not at this step yet/);
  });
});
