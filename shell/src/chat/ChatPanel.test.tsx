import '@managewell/ui/testing/jsdom';
import { type ChatMessage, type Friend, fetchConversation, markChatRead, sendTyping } from '@managewell/api';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './ChatPanel';
import { Outbox } from './outbox';

vi.mock('@managewell/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@managewell/api')>();
  return { ...actual, fetchConversation: vi.fn(), markChatRead: vi.fn(), sendTyping: vi.fn() };
});
vi.mock('../live/LiveProvider', () => ({ useLiveEvents: () => undefined, useLiveStatus: () => 'open' }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const friend: Friend = {
  id: 2,
  name: 'Kavita Deshpande',
  role: 'hr',
  initials: 'KD',
  status: 1,
  lastSeenAt: null,
  new: 1,
};
const unread: ChatMessage = {
  id: 41,
  clientId: '6f1c1d2e-0000-4000-8000-000000000041',
  senderId: 2,
  recipientId: 1,
  msg: 'Site visit at 4 pm?',
  time: '2026-11-23T06:00:00.000Z',
  readAt: null,
};

let visibility: DocumentVisibilityState = 'visible';
let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.mocked(fetchConversation).mockResolvedValue({ friend_id: 2, messages: [unread], more: false });
  vi.mocked(markChatRead).mockResolvedValue(undefined);
  vi.mocked(sendTyping).mockResolvedValue(undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.clearAllMocks();
});

const render = (visible: boolean) =>
  act(async () => {
    root.render(
      createElement(ChatPanel, {
        me: 1,
        friend,
        typing: false,
        visible,
        outbox: new Outbox('test-outbox'),
        onBack: () => undefined,
        onIncoming: () => undefined,
      }),
    );
  });

describe('ChatPanel read receipts', () => {
  it('marks the friend’s messages read only once they can be seen, and once', async () => {
    // The drawer is closed on this chat: the message is there but not seen.
    await render(false);
    await vi.waitFor(() => expect(container.textContent).toContain('Site visit at 4 pm?'));
    expect(markChatRead).not.toHaveBeenCalled();

    // The drawer opens, but the tab is in the background.
    visibility = 'hidden';
    await render(true);
    expect(markChatRead).not.toHaveBeenCalled();

    // Back to the tab: read now, and not again on the next render.
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(markChatRead).toHaveBeenCalledTimes(1);
    expect(markChatRead).toHaveBeenCalledWith(2);
    await render(true);
    expect(markChatRead).toHaveBeenCalledTimes(1);
  });

  it('says how many characters are left near the length limit, and what the limit is at it', async () => {
    await render(true);
    const area = container.querySelector('textarea')!;
    const type = (text: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('x'.repeat(1_000));
    expect(container.textContent).not.toContain('characters left');
    await type('x'.repeat(1_900));
    expect(container.textContent).toContain('100 characters left');
    await type('x'.repeat(2_000));
    expect(container.textContent).toContain('A message can have at most 2000 characters');
  });
});
