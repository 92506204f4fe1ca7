/**
 * What antd needs from jsdom in the remotes' component tests (imported by each remote's
 * vitest.setup.ts): media queries, a cheap getComputedStyle, ResizeObserver and scrollIntoView.
 */
import { configure } from '@testing-library/react';

// Pages load dialogs, form schemas and widgets on first use (see docs/decisions/0011-load-on-first-use.md): on a busy 2-core machine
// such a module load can take longer than findBy's and waitFor's default second.
configure({ asyncUtilTimeout: 5_000 });

// antd reads media queries (Grid, responsive Col) and computed styles; jsdom has neither in full.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom's getComputedStyle does not support pseudo-elements (it logs "Not implemented"), and it
// cascades every stylesheet antd's CSS-in-JS inserted on each call, which makes form tests crawl.
// Layout is not tested here, so an element's inline style is a good enough answer.
window.getComputedStyle = (element: Element) =>
  (element as HTMLElement).style ?? document.createElement('div').style;

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}

// Scrolling to the first error (antd Form scrollToFirstError) is not implemented in jsdom.
Element.prototype.scrollIntoView ??= () => {};
