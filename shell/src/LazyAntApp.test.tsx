import '@managewell/ui/testing/jsdom';
import { App } from 'antd';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyAntApp } from './LazyAntApp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A page as a remote writes it: antd's `App.useApp()`. */
function Page() {
  const { message } = App.useApp();
  return createElement(
    'button',
    {
      type: 'button',
      onClick: () => {
        message.success('First toast');
        message.info('Second toast');
      },
    },
    'Save',
  );
}

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 25)));
  }
  expect(check()).toBe(true);
}

describe('LazyAntApp', () => {
  it('loads antd’s <App> on the first message and shows the calls made meanwhile, in order', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(createElement(LazyAntApp, null, createElement(Page))));
    // Nothing of antd's message holder until something is said.
    expect(document.querySelector('.ant-message')).toBeNull();
    act(() => host.querySelector('button')?.click());
    await waitFor(() => document.body.textContent?.includes('Second toast') ?? false);
    const text = document.body.textContent ?? '';
    expect(text.indexOf('First toast')).toBeGreaterThan(-1);
    expect(text.indexOf('First toast')).toBeLessThan(text.indexOf('Second toast'));
  });
});
