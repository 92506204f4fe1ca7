import { addQuotationExtraPayment, fetchQuotationWorkspace } from '@managewell/api';
import type { QuotationLine, QuotationWorkspace } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuotationContent, makeQuotationLine } from '../../test/fixtures';
import { ExtraPaymentPage } from './ExtraPaymentPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchQuotationWorkspace: vi.fn(), addQuotationExtraPayment: vi.fn() };
});
const api = { workspace: vi.mocked(fetchQuotationWorkspace), add: vi.mocked(addQuotationExtraPayment) };

const line = (key: string, description: string, rate_paise: number) =>
  makeQuotationLine(key, description, 1, rate_paise);

const workspace = (version: number, lines: QuotationLine[]): QuotationWorkspace =>
  ({
    lead: { id: 42, customer: { name: 'Asha Rao' }, city: 'Pune', stage: 'extra_payments' },
    requirement: null,
    inter_state: false,
    quotation: { number: 'MW/2026-27/0042', version, draft: makeQuotationContent(lines), versions: [] },
  }) as unknown as QuotationWorkspace;

const open = () =>
  renderAt('/app/sales/extra-payment/42', '/app/sales/extra-payment/:lead_id', <ExtraPaymentPage />);

beforeEach(() => vi.resetAllMocks());

describe('ExtraPaymentPage', () => {
  it('on a stale save shows what they changed, keeps my items and adds them on their version', async () => {
    const user = userEvent.setup({ delay: null });
    const shell = line('a', 'RCC pool shell', 5_00_000_00);
    api.workspace
      .mockResolvedValueOnce(workspace(3, [shell]))
      .mockResolvedValue(workspace(4, [shell, line('b', 'Heat pump', 2_00_000_00)]));
    api.add.mockRejectedValueOnce({ code: 'CONFLICT', message: 'Someone else changed this quotation.' });
    open();
    await user.type(await screen.findByLabelText('Extra item 1'), 'Deck tiles');
    await user.type(screen.getByLabelText('Why (recorded with the version)'), 'Customer asked');
    await user.click(screen.getByRole('button', { name: 'Add to the quotation' }));
    expect(
      await screen.findByText(
        'Someone else saved this quotation while you were editing',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/Heat pump/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Extra item 1').value).toBe('Deck tiles');

    api.add.mockResolvedValue(undefined as never);
    await user.click(screen.getByRole('button', { name: 'Save merged changes' }));
    await waitFor(() => expect(api.add).toHaveBeenCalledTimes(2));
    expect(api.add.mock.calls[1]![1]).toMatchObject({
      version: 4,
      reason: 'Customer asked',
      lines: [expect.objectContaining({ description: 'Deck tiles' })],
    });
  });

  it("shows the customer's change request while the revision is open", async () => {
    const space = workspace(3, [line('a', 'RCC pool shell', 5_00_000_00)]);
    Object.assign(space.quotation!, {
      change_request: { version: 2, message: 'Please add a heat pump.', at: '2026-11-20T06:30:00.000Z' },
    });
    api.workspace.mockResolvedValue(space);
    open();
    expect(await screen.findByText('“Please add a heat pump.”')).toBeTruthy();
    expect(screen.getByText(/asked for changes to version 2/)).toBeTruthy();
  });

  it('asks before leaving with items typed but not added', async () => {
    const user = userEvent.setup({ delay: null });
    api.workspace.mockResolvedValue(workspace(3, [line('a', 'RCC pool shell', 5_00_000_00)]));
    open();
    await user.type(await screen.findByLabelText('Extra item 1'), 'Deck tiles');
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect((await screen.findAllByText('Leave without saving?')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
