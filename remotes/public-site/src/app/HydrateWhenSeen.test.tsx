import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenSeen, InTheBrowser, useWhenSeen } from './HydrateWhenSeen';

/** A band of the page whose content hydrates when seen, as Section does it. */
function Band({ onPress }: { onPress: () => void }) {
  const element = useRef<HTMLElement>(null);
  const seen = useWhenSeen(element);
  return (
    <section ref={element}>
      <HydrateWhenSeen seen={seen}>
        <button type="button" onClick={onPress}>
          Press
        </button>
      </HydrateWhenSeen>
    </section>
  );
}

function page(inTheBrowser: boolean, onPress: () => void = () => {}) {
  return (
    <InTheBrowser value={inTheBrowser}>
      <Band onPress={onPress} />
    </InTheBrowser>
  );
}

/** The IntersectionObservers the page made, to say when their element comes into view. */
let observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
let root: Root | null = null;

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function isHydrated(node: Element | null): boolean {
  return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
}

async function hydrateServerHtml(onPress: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(false));
  document.body.append(container);
  const button = container.querySelector('button');
  await act(async () => {
    root = hydrateRoot(container, page(true, onPress));
  });
  return { container, button };
}

describe('HydrateWhenSeen', () => {
  it('renders its content on the server', () => {
    expect(renderToString(page(false))).toContain('>Press</button>');
  });

  it('leaves the server HTML until the band is near the view, then hydrates the same nodes', async () => {
    const onPress = vi.fn();
    const { container, button } = await hydrateServerHtml(onPress);
    expect(button).not.toBeNull();
    expect(isHydrated(button)).toBe(false);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.element).toBe(container.querySelector('section'));

    await act(async () => {
      observers[0]?.callback(
        [{ isIntersecting: false } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(isHydrated(button)).toBe(false);

    await act(async () => {
      observers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(container.querySelector('button')).toBe(button);
    expect(isHydrated(button)).toBe(true);
    button?.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when something in the band receives focus, keeping the focus', async () => {
    const { container, button } = await hydrateServerHtml(() => {});
    const user = userEvent.setup();
    await act(async () => {
      await user.tab();
    });
    expect(container.querySelector('button')).toBe(button);
    expect(isHydrated(button)).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('renders at once in a client render (a page shown by navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(page(true));
    });
    expect(container.querySelector('button')?.textContent).toBe('Press');
  });
});
