import '@managewell/ui/testing/jsdom';
import type { EmployeeNotifications } from '@managewell/api';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationPanel } from './NotificationPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const lists: EmployeeNotifications = {
  roleNotification: [
    {
      id: 4,
      title: 'New verified lead: Sunil Patil',
      content: 'Ready for a call',
      link: '/app/sales/leads/17',
      createdAt: '2026-11-20T06:30:00.000Z',
    },
  ],
  allNotification: [],
  myNotification: [
    {
      id: 5,
      title: 'New chat message',
      content: 'Open the chat',
      link: null,
      createdAt: '2026-11-20T06:30:00.000Z',
    },
  ],
};

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

async function panel() {
  const props = { lists, total: 2, busy: false, onClearAll: vi.fn(), onMarkRead: vi.fn(), onOpen: vi.fn() };
  await act(async () => root.render(createElement(NotificationPanel, props)));
  return props;
}

const click = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });

/** Waits for a condition (the confirm's popup renders after its animation frame). */
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('never appeared');
}

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name);

describe('NotificationPanel', () => {
  it('opens what a notification is about when it is clicked', async () => {
    const props = await panel();
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'New verified lead: Sunil Patil',
    )!;
    expect(link.getAttribute('href')).toBe('/app/sales/leads/17');
    await click(link);
    expect(props.onOpen).toHaveBeenCalledWith(
      'role',
      expect.objectContaining({ id: 4, link: '/app/sales/leads/17' }),
    );
    // One about nothing to open stays text.
    expect([...container.querySelectorAll('a')].some((a) => a.textContent === 'New chat message')).toBe(
      false,
    );
  });

  it('asks before clearing all', async () => {
    const props = await panel();
    await click(buttonNamed('Clear all')[0]!);
    expect(props.onClearAll).not.toHaveBeenCalled();
    await until(() => document.body.textContent?.includes('Mark all 2 notifications as read?'));
    await click(await until(() => buttonNamed('Keep them')[0]));
    expect(props.onClearAll).not.toHaveBeenCalled();
    await click(buttonNamed('Clear all')[0]!);
    await click(
      await until(() => (buttonNamed('Clear all').length > 1 ? buttonNamed('Clear all').at(-1) : null)),
    );
    expect(props.onClearAll).toHaveBeenCalledTimes(1);
  });
});
