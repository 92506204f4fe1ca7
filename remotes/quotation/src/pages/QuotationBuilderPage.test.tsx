import { fetchQuotationWorkspace, listCatalogue, saveQuotationDraft } from '@managewell/api';
import type { CatalogueItem, QuotationWorkspace } from '@managewell/api/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotationBuilderPage } from './QuotationBuilderPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchQuotationWorkspace: vi.fn(),
    listCatalogue: vi.fn(),
    saveQuotationDraft: vi.fn(),
    markQuotationCosted: vi.fn(),
  };
});
const mocks = {
  workspace: vi.mocked(fetchQuotationWorkspace),
  catalogue: vi.mocked(listCatalogue),
  save: vi.mocked(saveQuotationDraft),
};

const SHELL: CatalogueItem = {
  id: 7,
  code: 'RCC-SHELL',
  name: 'RCC pool shell',
  description: '',
  hsn_sac: '995421',
  unit: 'nos',
  rate_paise: 1_00_000_00, // ₹1,00,000 a unit
  gst_rate_bps: 1800,
  quantity_basis: 'fixed',
  active: true,
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
};

const workspace = (interState: boolean): QuotationWorkspace => ({
  lead: {
    id: 42,
    customer: { name: 'Asha Rao' } as QuotationWorkspace['lead']['customer'],
    city: 'Pune',
    stage: 'costing_requested',
  },
  requirement: null,
  inter_state: interState,
  quotation: null,
});

/** A saved draft (version 1) of one line, 2 × deck tiles at ₹5,000, with an overall discount. */
const deckTilesDraft = (overallDiscountBps: number) =>
  ({
    number: 'QT-2026-0001',
    status: 'draft',
    version: 1,
    draft: {
      overall_discount_bps: overallDiscountBps,
      note: '',
      lines: [
        {
          key: 'k1',
          catalogue_item_id: null,
          description: 'Deck tiles',
          hsn_sac: null,
          unit: 'nos',
          quantity: 2,
          rate_paise: 5_000_00,
          gst_rate_bps: 1800,
          discount_bps: 0,
        },
      ],
    },
  }) as unknown as QuotationWorkspace['quotation'];

// The error states render antd's Result through LazyResult (a dynamic import): loaded once here,
// so the first test that shows one does not wait for the module to be compiled on a busy machine.
beforeAll(async () => {
  await import('antd/es/result');
});

beforeEach(() => {
  vi.resetAllMocks();
  mocks.catalogue.mockResolvedValue({ items: [SHELL], total: 1, page: 1, pageSize: 200 } as never);
});

const open = () => {
  const router = createMemoryRouter(
    [
      { path: '/app/quotation/add/:lead_id', element: <QuotationBuilderPage /> },
      { path: '*', element: <div>Elsewhere</div> },
    ],
    { initialEntries: ['/app/quotation/add/42'] },
  );
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
};

/** Adds the catalogue item through the "Add a catalogue item" select (options render in a portal). */
async function addShell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Add a catalogue item' }));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) =>
      o.textContent?.includes('RCC pool shell'),
    );
    if (!found) throw new Error('no option yet');
    return found;
  });
  await user.click(option);
}

const total = () => screen.getByTestId('grand-total').textContent;
const row = (label: string) => screen.getByText(label, { selector: 'th *, th' }).closest('tr')!;

describe('QuotationBuilderPage (the costing editor)', () => {
  it('on a 404 says the lead is not in the costing queue and links back to it, with no retry', async () => {
    mocks.workspace.mockRejectedValue({ code: 'NOT_FOUND', message: 'There is no such verified lead.' });
    open();
    expect(await screen.findByText('This lead is not in the costing queue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the costing queue' }).getAttribute('href')).toBe(
      '/app/quotation/view',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/for sales/)).toBeNull();
  });

  it('offers "Try again" when the server could not answer', async () => {
    mocks.workspace.mockRejectedValue({ code: 'SERVICE_UNAVAILABLE', message: 'The database is busy.' });
    open();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the costing queue' })).toBeTruthy();
  });

  it('adds a catalogue line and totals it with CGST + SGST in the same state, live as quantities change', async () => {
    mocks.workspace.mockResolvedValue(workspace(false));
    const user = userEvent.setup();
    open();
    await addShell(user);
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 description').value).toBe('RCC pool shell');
    expect(total()).toBe('₹1,18,000.00');
    expect(within(row('CGST')).getByText('₹9,000.00')).toBeTruthy();
    expect(within(row('SGST')).getByText('₹9,000.00')).toBeTruthy();

    const quantity = screen.getByLabelText('Line 1 quantity');
    await user.tripleClick(quantity);
    await user.keyboard('12');
    await user.tab();
    await waitFor(() => expect(total()).toBe('₹14,16,000.00'));
    // 10 % off the line: taxable ₹10,80,000, GST 18 % ₹1,94,400.
    await user.tripleClick(screen.getByLabelText('Line 1 discount percent'));
    await user.keyboard('10');
    await user.tab();
    await waitFor(() => expect(total()).toBe('₹12,74,400.00'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('prices extra payments with or without the overall discount as the choice says, as the server does', async () => {
    const saved = deckTilesDraft(1000) as unknown as { draft: Record<string, unknown> & { lines: object[] } };
    const extra = {
      key: 'k2',
      origin: 'extra',
      catalogue_item_id: null,
      description: 'Pool cover',
      hsn_sac: null,
      unit: 'nos',
      quantity: 1,
      rate_paise: 10_000_00,
      gst_rate_bps: 1800,
      discount_bps: 0,
    };
    const quotation = {
      ...saved,
      draft: { ...saved.draft, discount_extras: false, lines: [...saved.draft.lines, extra] },
    } as unknown as QuotationWorkspace['quotation'];
    mocks.workspace.mockResolvedValue({ ...workspace(false), quotation });
    const user = userEvent.setup();
    open();
    // Tiles ₹10,000 less 10 % = ₹9,000; the cover ₹10,000 undiscounted; GST 18 % on ₹19,000.
    await waitFor(() => expect(total()).toBe('₹22,420.00'));
    await user.click(screen.getByRole('checkbox', { name: 'Also on extra payments sales adds later' }));
    // Both discounted: GST 18 % on ₹18,000.
    await waitFor(() => expect(total()).toBe('₹21,240.00'));
  });

  it('uses IGST at the full rate for a site in another state', async () => {
    mocks.workspace.mockResolvedValue(workspace(true));
    const user = userEvent.setup();
    open();
    await addShell(user);
    expect(within(row('IGST')).getByText('₹18,000.00')).toBeTruthy();
    expect(screen.queryByText('CGST')).toBeNull();
    expect(total()).toBe('₹1,18,000.00');
  });

  it('refuses a quantity, rate or discount outside its rule on the field, keeping what was typed', async () => {
    mocks.workspace.mockResolvedValue(workspace(false));
    const user = userEvent.setup();
    open();
    await addShell(user);
    const typeInto = async (label: string, text: string) => {
      await user.tripleClick(screen.getByLabelText(label));
      await user.keyboard(text);
      await user.tab();
    };
    await typeInto('Line 1 quantity', '-3');
    await typeInto('Line 1 discount percent', '150');
    await typeInto('Line 1 rate in rupees', '-500');
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 quantity').value).toBe('-3');
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 discount percent').value).toBe('150');
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 rate in rupees').value).toBe('-500');
    const quantity = screen.getByLabelText('Line 1 quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(quantity.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The quantity must be more than zero.',
    );
    expect(screen.getByText('The discount cannot be more than 100 %.')).toBeTruthy();
    expect(screen.getByText('The rate cannot be negative.')).toBeTruthy();
    // Nothing is sent until the fields are fixed.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Line 1 (quantity): The quantity must be more than zero.')).toBeTruthy();
    expect(mocks.save).not.toHaveBeenCalled();
    await typeInto('Line 1 quantity', '2');
    await typeInto('Line 1 discount percent', '10');
    await typeInto('Line 1 rate in rupees', '500');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(mocks.save).toHaveBeenCalledWith(
        42,
        expect.objectContaining({
          lines: [expect.objectContaining({ quantity: 2, rate_paise: 50_000, discount_bps: 1000 })],
        }),
      ),
    );
  });

  it("shows the server's field errors per line and keeps every line", async () => {
    mocks.workspace.mockResolvedValue(workspace(false));
    mocks.save.mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need attention.',
      fields: { 'lines.0.rate_paise': 'The rate is out of range.' },
    });
    const user = userEvent.setup();
    open();
    await addShell(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Line 1 (rate paise): The rate is out of range.')).toBeTruthy();
    expect(mocks.save).toHaveBeenCalledWith(
      42,
      expect.objectContaining({
        version: 0,
        lines: [expect.objectContaining({ catalogue_item_id: 7, quantity: 1, rate_paise: 1_00_000_00 })],
      }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 description').value).toBe('RCC pool shell');
  });

  it('on a 409 says someone else changed it, offers a reload and loses nothing typed', async () => {
    mocks.workspace.mockResolvedValue(workspace(false));
    mocks.save.mockRejectedValue({
      code: 'CONFLICT',
      message: 'Someone else changed this quotation after you opened it.',
    });
    const user = userEvent.setup();
    open();
    await addShell(user);
    await user.type(screen.getByLabelText('Note for sales'), 'Includes the deck');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Someone else changed this quotation after you opened it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note for sales').value).toBe('Includes the deck');
    expect(total()).toBe('₹1,18,000.00');
  });

  it('on a 409 after someone else saved, merges their lines and discount with mine and saves on their version', async () => {
    const theirs: QuotationWorkspace = {
      ...workspace(false),
      quotation: deckTilesDraft(500),
    };
    mocks.workspace.mockResolvedValueOnce(workspace(false)).mockResolvedValue(theirs);
    mocks.save.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this quotation.' });
    const user = userEvent.setup();
    open();
    await addShell(user);
    await user.type(screen.getByLabelText('Note for sales'), 'Includes the deck');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Someone else saved this quotation while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 description').value).toBe('RCC pool shell');
    expect(screen.getByLabelText<HTMLInputElement>('Line 2 description').value).toBe('Deck tiles');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note for sales').value).toBe('Includes the deck');

    mocks.save.mockResolvedValue(undefined as never);
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(mocks.save).toHaveBeenCalledTimes(2));
    const body = mocks.save.mock.calls[1]![1];
    expect(body).toMatchObject({ version: 1, overall_discount_bps: 500, note: 'Includes the deck' });
    expect(body.lines).toEqual([
      expect.not.objectContaining({ key: expect.anything() }),
      expect.objectContaining({ key: 'k1', description: 'Deck tiles' }),
    ]);
    expect(body.lines[0]).toMatchObject({ catalogue_item_id: 7 });
  });

  it('asks before leaving the costing screen with unsaved changes', async () => {
    mocks.workspace.mockResolvedValue(workspace(false));
    const user = userEvent.setup();
    open();
    await addShell(user);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('counts a number typed outside its rule as unsaved: leaving asks', async () => {
    mocks.workspace.mockResolvedValue({
      ...workspace(false),
      quotation: deckTilesDraft(0),
    });
    const user = userEvent.setup();
    open();
    const quantity = await screen.findByLabelText('Line 1 quantity');
    await user.tripleClick(quantity);
    await user.keyboard('-3');
    await user.tab();
    expect(screen.getByLabelText<HTMLInputElement>('Line 1 quantity').value).toBe('-3');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
