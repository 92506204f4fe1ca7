import type { LiveEvent } from '@managewell/api';
import { onLiveEvent } from '@managewell/api';
import { sessionAtom, sessionStore } from '@managewell/auth';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorsPresence } from './EditorsPresence';
import { editingText, initialsOf } from './editingText';
import { presenceApi } from './presenceApi';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, onLiveEvent: vi.fn() };
});
vi.mock('./presenceApi', () => ({
  presenceApi: { join: vi.fn(), leave: vi.fn(), leaveAsPageGoes: vi.fn() },
}));
const join = vi.mocked(presenceApi.join);
const leave = vi.mocked(presenceApi.leave);
const leaveAsPageGoes = vi.mocked(presenceApi.leaveAsPageGoes);
let live: (event: LiveEvent) => void = () => undefined;

const me = { userId: 5, name: 'Asha Admin' };
const meera = { userId: 7, name: 'Meera Krishnan' };
const ravi = { userId: 9, name: 'Ravi Kumar' };

describe('EditorsPresence', () => {
  beforeEach(() => {
    sessionStore.set(sessionAtom, {
      type: 'login',
      stored: { isLoggedIn: true, token: 't', user: { id: 5, username: 'asha', role: 'website-admin' } },
    });
    vi.mocked(onLiveEvent).mockImplementation((listener) => {
      live = listener;
      return () => {
        live = () => undefined;
      };
    });
    join.mockReset();
    leave.mockReset().mockResolvedValue(undefined);
    leaveAsPageGoes.mockReset();
  });
  afterEach(() => sessionStore.set(sessionAtom, { type: 'logout' }));

  it('shows nothing while nobody else has the item open', async () => {
    join.mockResolvedValue({ editors: [me] });
    const { container } = render(<EditorsPresence item="content:12" />);
    await waitFor(() => expect(join).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
  });

  it('names the others, and follows the live channel as they come and go', async () => {
    join.mockResolvedValue({ editors: [me, meera] });
    const { unmount } = render(<EditorsPresence item="content:12" />);
    expect(await screen.findByRole('status', { name: 'Meera Krishnan is editing' })).toBeTruthy();
    expect(screen.getByText('MK')).toBeTruthy();
    const request = join.mock.calls[0]![0];
    expect(request.item).toBe('content:12');

    // Another item's news is not asked about; this item's is.
    join.mockResolvedValue({ editors: [me, meera, ravi] });
    act(() => live({ type: 'editors', item: 'content:13' }));
    expect(join).toHaveBeenCalledTimes(1);
    act(() => live({ type: 'editors', item: 'content:12' }));
    expect(await screen.findByText('Meera Krishnan and Ravi Kumar are editing')).toBeTruthy();

    join.mockResolvedValue({ editors: [me] });
    act(() => live({ type: 'editors', item: 'content:12' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    // The tab goes: a keepalive goodbye; the editor closes: an ordinary one, for the same tab.
    window.dispatchEvent(new Event('pagehide'));
    expect(leaveAsPageGoes).toHaveBeenCalledWith(request);
    unmount();
    expect(leave).toHaveBeenCalledWith(request);
  });
});

describe('editingText', () => {
  it('says who is editing in a sentence', () => {
    expect(editingText(['Meera'])).toBe('Meera is editing');
    expect(editingText(['Meera', 'Ravi', 'Asha'])).toBe('Meera, Ravi and 1 other are editing');
    expect(editingText(['A', 'B', 'C', 'D'])).toBe('A, B and 2 others are editing');
    expect(initialsOf('meera')).toBe('ME');
  });
});
