import { listSubscribers, removeSubscriber } from '@managewell/api';
import type { Subscriber } from '@managewell/api/contract';
import { renderAt } from '@managewell/ui/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribersPage } from './SubscribersPage';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, listSubscribers: vi.fn(), removeSubscriber: vi.fn() };
});
const listMock = vi.mocked(listSubscribers);
const removeMock = vi.mocked(removeSubscriber);

const subscriber = (over: Partial<Subscriber> = {}): Subscriber => ({
  id: 3,
  email: 'asha@example.in',
  status: 'confirmed',
  consent_at: '2026-11-20T06:30:00.000Z',
  consent_ip: '203.0.113.9',
  confirmed_at: '2026-11-20T06:35:00.000Z',
  unsubscribed_at: null,
  ...over,
});
const page = (items: Subscriber[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('SubscribersPage', () => {
  beforeEach(() => {
    listMock.mockReset();
    removeMock.mockReset();
  });

  it('lists subscribers with their status and consent, asking with the URL’s filters', async () => {
    listMock.mockResolvedValue(page([subscriber()]));
    renderAt('/x/subscribers?q=asha&status=confirmed', '/x/subscribers', <SubscribersPage />);
    expect(await screen.findByText('asha@example.in')).toBeTruthy();
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(screen.getByText('from 203.0.113.9')).toBeTruthy();
    expect(listMock).toHaveBeenCalledWith(expect.objectContaining({ q: 'asha', status: 'confirmed' }));
  });

  it('removes a subscriber after confirming, then reloads the list', async () => {
    listMock.mockResolvedValueOnce(page([subscriber()])).mockResolvedValue(page([]));
    removeMock.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAt('/x/subscribers', '/x/subscribers', <SubscribersPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove asha@example.in' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMock).toHaveBeenCalledWith(3));
    expect(await screen.findByText('Nobody has signed up for the newsletter yet')).toBeTruthy();
  });
});
