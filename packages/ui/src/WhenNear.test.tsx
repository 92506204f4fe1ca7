// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

/** jsdom has no IntersectionObserver: one the test drives (the element comes near or not). */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.current = this;
  }
  observe = vi.fn();
  disconnect = vi.fn(() => {
    if (FakeObserver.current === this) FakeObserver.current = null;
  });
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

describe('WhenNear (a fixed page’s list under its editor)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeObserver.current = null;
  });

  it('watches as far outside the window as it is told', () => {
    render(
      <WhenNear margin="120px 0px">
        <p>Receivables</p>
      </WhenNear>,
    );
    expect(FakeObserver.current?.options.rootMargin).toBe('120px 0px');
  });

  it('shows the list once the user scrolls within a screen of it', () => {
    render(
      <WhenNear>
        <p>The team</p>
      </WhenNear>,
    );
    expect(screen.queryByText('The team')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(FakeObserver.current?.options.rootMargin).toBe('100% 0px');
    FakeObserver.current?.report(false);
    expect(screen.queryByText('The team')).toBeNull();
    FakeObserver.current?.report(true);
    expect(screen.getByText('The team')).toBeTruthy();
  });

  it('does not watch while the editor above is still loading (the list is not yet where it will be)', () => {
    const { rerender } = render(
      <WhenNear ready={false}>
        <p>The team</p>
      </WhenNear>,
    );
    expect(FakeObserver.current).toBeNull();
    rerender(
      <WhenNear ready>
        <p>The team</p>
      </WhenNear>,
    );
    FakeObserver.current?.report(true);
    expect(screen.getByText('The team')).toBeTruthy();
  });

  it('shows the list as soon as the keyboard is used (Tab may lead there from anywhere)', () => {
    render(
      <WhenNear ready={false}>
        <p>The team</p>
      </WhenNear>,
    );
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByText('The team')).toBeTruthy();
  });

  it('shows the list at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>The team</p>
      </WhenNear>,
    );
    expect(screen.getByText('The team')).toBeTruthy();
  });
});
