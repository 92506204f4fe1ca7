import { fetchLeadBilling, issueInvoice, recordPayment, registerInvoiceIrn } from '@managewell/api';
import type { LeadBilling } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadBillingPage } from './LeadBillingPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return {
    ...actual,
    fetchLeadBilling: vi.fn(),
    issueInvoice: vi.fn(),
    recordPayment: vi.fn(),
    registerInvoiceIrn: vi.fn(),
  };
});
const mocks = {
  fetchLeadBilling: vi.mocked(fetchLeadBilling),
  issueInvoice: vi.mocked(issueInvoice),
  recordPayment: vi.mocked(recordPayment),
  registerInvoiceIrn: vi.mocked(registerInvoiceIrn),
};

const totals = { taxable_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, round_off_paise: 0 };
const milestone = (
  id: number,
  label: string,
  amount: number,
  extra: Partial<LeadBilling['milestones'][number]> = {},
) => ({
  id,
  position: id - 1,
  label,
  percent: 50,
  amount_paise: amount,
  due_kind: 'acceptance' as const,
  checklist_key: null,
  due_date: null,
  status: 'due' as const,
  invoice_id: null,
  version: 1,
  ...extra,
});

const scheduled: LeadBilling = {
  lead_id: 42,
  quotation: { number: 'MW/2026-27/0007', version: 2 },
  customer: 'Asha Rao',
  email: 'asha@example.in',
  mobile: '+91 9876543210',
  place_of_supply: 'Maharashtra',
  inter_state: false,
  buyer_gstin: null,
  milestones: [
    milestone(1, 'Advance', 11_01_607_00),
    milestone(2, 'On handover', 11_01_606_00, {
      due_kind: 'checklist',
      checklist_key: 'handover-documents',
      status: 'not_due',
    }),
  ],
  invoices: [],
  totals: {
    scheduled_paise: 22_03_213_00,
    invoiced_paise: 0,
    credited_paise: 0,
    received_paise: 0,
    outstanding_paise: 0,
  },
};

const invoice = {
  id: 9,
  number: 'INV/2026-27/0001',
  date: '2026-11-27',
  due_date: '2026-12-12',
  milestone_id: 1,
  milestone_label: 'Advance',
  totals: { ...totals, total_paise: 11_01_607_00 },
  paid_paise: 0,
  credited_paise: 0,
  outstanding_paise: 11_01_607_00,
  status: 'invoiced' as const,
  credit_notes: [],
  payments: [],
  e_invoice: { status: 'not_applicable' as const, irn: null, ack_no: null, ack_date: null },
};

const invoiced: LeadBilling = {
  ...scheduled,
  milestones: [
    milestone(1, 'Advance', 11_01_607_00, { status: 'invoiced', invoice_id: 9 }),
    scheduled.milestones[1]!,
  ],
  invoices: [invoice],
  totals: { ...scheduled.totals, invoiced_paise: 11_01_607_00, outstanding_paise: 11_01_607_00 },
};

beforeEach(() => {
  vi.resetAllMocks();
  mocks.fetchLeadBilling.mockResolvedValue(scheduled);
});

const open = () =>
  renderAt('/app/sales/leads/42/billing', '/app/sales/leads/:lead_id/billing', <LeadBillingPage />);

/** The billing page with one issued invoice, its payment dialog open. */
async function openPaymentDialog() {
  const user = userEvent.setup();
  mocks.fetchLeadBilling.mockResolvedValue(invoiced);
  open();
  const row = (await screen.findByText('INV/2026-27/0001')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Record payment' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('LeadBillingPage', () => {
  it('shows the schedule in rupees and lets only a due milestone be invoiced', async () => {
    const user = userEvent.setup();
    open();
    const advance = (await screen.findByText('Advance')).closest('tr') as HTMLElement;
    expect(within(advance).getByText('₹11,01,607.00')).toBeTruthy();
    const handover = screen.getByText('On handover').closest('tr') as HTMLElement;
    expect(within(handover).getByText('When "Handover documents" is done')).toBeTruthy();
    expect(within(handover).getByRole('button', { name: 'Issue invoice' })).toHaveProperty('disabled', true);

    mocks.issueInvoice.mockResolvedValue(invoiced);
    await user.click(within(advance).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(mocks.issueInvoice).toHaveBeenCalledWith(42, 1));
    expect(await screen.findByText('INV/2026-27/0001')).toBeTruthy();
  });

  it('records a part payment in rupees as paise', async () => {
    const { user, dialog } = await openPaymentDialog();
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '2,50,000');
    await user.click(within(dialog).getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByTitle('NEFT/RTGS'));
    await user.type(within(dialog).getByLabelText(/Reference/), 'UTR123456');
    mocks.recordPayment.mockResolvedValue({
      ...invoiced,
      invoices: [
        { ...invoice, paid_paise: 2_50_000_00, outstanding_paise: 8_51_607_00, status: 'part_paid' },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocks.recordPayment).toHaveBeenCalledWith(42, 9, {
        paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount_paise: 2_50_000_00,
        mode: 'neft_rtgs',
        reference: 'UTR123456',
        note: '',
      }),
    );
    expect(await screen.findByText('₹8,51,607.00')).toBeTruthy();

    // The rest: the dialog opens again with what is still due, not the first payment's figure.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByText('INV/2026-27/0001').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Record payment' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Amount (₹)')).toHaveProperty('value', '8,51,607.00');
  });

  it('asks for the reference of a UPI payment on its field before saving anything', async () => {
    const { user, dialog } = await openPaymentDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the transaction reference (UTR, UPI id or cheque number).'),
    ).toBeTruthy();
    expect(mocks.recordPayment).not.toHaveBeenCalled();
  });

  it('records the IRN the e-invoice portal returned, checked as the server checks it', async () => {
    const user = userEvent.setup();
    const pending = { status: 'pending' as const, irn: null, ack_no: null, ack_date: null };
    mocks.fetchLeadBilling.mockResolvedValue({ ...invoiced, invoices: [{ ...invoice, e_invoice: pending }] });
    open();
    const row = (await screen.findByText('INV/2026-27/0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('IRN pending')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Record IRN' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('IRN'), 'not-an-irn');
    await user.type(within(dialog).getByLabelText('Acknowledgement number'), '112010036563310');
    await user.type(within(dialog).getByLabelText('Signed QR code text'), 'aaa.bbb.ccc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/64 characters/)).toBeTruthy();
    expect(mocks.registerInvoiceIrn).not.toHaveBeenCalled();

    const irn = 'ab'.repeat(32);
    await user.clear(within(dialog).getByLabelText('IRN'));
    await user.type(within(dialog).getByLabelText('IRN'), irn);
    mocks.registerInvoiceIrn.mockResolvedValue({
      ...invoiced,
      invoices: [
        {
          ...invoice,
          e_invoice: { status: 'registered', irn, ack_no: '112010036563310', ack_date: '2026-11-27' },
        },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocks.registerInvoiceIrn).toHaveBeenCalledWith(42, 9, {
        irn,
        ack_no: '112010036563310',
        ack_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        signed_qr: 'aaa.bbb.ccc',
      }),
    );
    expect(await screen.findByText('IRN recorded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record IRN' })).toBeNull();
  });
});
