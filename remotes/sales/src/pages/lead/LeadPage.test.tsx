import { fetchSalesLead, logSalesCall } from '@managewell/api';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../../test/fixtures';
import { LeadPage } from './LeadPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchSalesLead: vi.fn(), logSalesCall: vi.fn(), moveSalesStage: vi.fn() };
});
const mocks = { fetchSalesLead: vi.mocked(fetchSalesLead), logSalesCall: vi.mocked(logSalesCall) };

beforeEach(() => {
  vi.resetAllMocks();
  mocks.fetchSalesLead.mockResolvedValue(makeDetail());
});

const open = () => renderAt('/app/sales/leads/42', '/app/sales/leads/:lead_id', <LeadPage />);

describe('LeadPage', () => {
  it('offers click-to-call with +91 and only the outcomes the stage allows', async () => {
    open();
    const call = await screen.findByRole('link', { name: 'Call +91 98765 43210' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    for (const outcome of ['Interested', 'Not interested', 'Call back', 'Unreachable'])
      expect(screen.getByRole('radio', { name: outcome })).toBeTruthy();
  });

  it('asks for a call-back date before sending, then logs the call with the loaded version', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'Call back' }));
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    expect(
      await screen.findByText('Give the date and time to call back.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(mocks.logSalesCall).not.toHaveBeenCalled();

    mocks.logSalesCall.mockResolvedValue(
      makeDetail({ sales: { ...makeDetail().sales, stage: 'interested', version: 4 } }),
    );
    await user.click(screen.getByRole('radio', { name: 'Interested' }));
    await user.type(screen.getByLabelText('Note'), 'Keen on a lap pool');
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    await waitFor(() =>
      expect(mocks.logSalesCall).toHaveBeenCalledWith(42, {
        outcome: 'interested',
        note: 'Keen on a lap pool',
        next_follow_up: undefined,
        version: 3,
      }),
    );
    expect(await screen.findAllByText('Interested')).not.toHaveLength(0);
  });

  it('refuses a follow-up already past in India’s clock, on the field, sending nothing', async () => {
    // 4:14 pm in India; only Date is faked, so the page's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:44:00.000Z'));
    try {
      const user = userEvent.setup();
      open();
      await user.click(await screen.findByRole('radio', { name: 'Call back' }));
      const picker = screen.getByLabelText('Next follow-up (IST)');
      await user.click(picker);
      await user.type(picker, '27 Nov 2026, 9:00 am IST{Enter}');
      await user.click(screen.getByRole('button', { name: 'Save call' }));
      expect(
        await screen.findByText('The follow-up cannot be in the past.', {}, { timeout: 30_000 }),
      ).toBeTruthy();
      expect(mocks.logSalesCall).not.toHaveBeenCalled();

      mocks.logSalesCall.mockResolvedValue(makeDetail());
      await user.clear(picker);
      await user.type(picker, '27 Nov 2026, 5:00 pm IST{Enter}');
      await user.click(screen.getByRole('button', { name: 'Save call' }));
      await waitFor(() =>
        expect(mocks.logSalesCall).toHaveBeenCalledWith(
          42,
          expect.objectContaining({ outcome: 'call_back', next_follow_up: '2026-11-27T17:00' }),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s conflict message when someone else moved the lead', async () => {
    const user = userEvent.setup();
    mocks.logSalesCall.mockRejectedValue({
      code: 'CONFLICT',
      message: 'Someone else worked on this lead after you opened it.',
    });
    open();
    await user.click(await screen.findByRole('radio', { name: 'Unreachable' }));
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    expect(
      await screen.findByText(
        'Someone else worked on this lead after you opened it.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });
});
