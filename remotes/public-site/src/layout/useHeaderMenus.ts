import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The header's dropdowns; only one is open at a time (SPEC 4 "Public header"). */
export type HeaderMenu = 'products' | 'services' | 'renolit';

const HOVER_OPEN_DELAY_MS = 120;
const HOVER_CLOSE_DELAY_MS = 250;

/**
 * Which header dropdown is open. Click (or Enter/Space on the button) toggles; a mouse
 * hovering opens after a short delay and leaving closes after a slightly longer one, so
 * moving diagonally into a panel does not close it. Esc closes and returns focus to the
 * menu's button; a click outside `container` closes.
 */
export function useHeaderMenus(container: RefObject<HTMLElement | null>) {
  const [openMenu, setOpenMenu] = useState<HeaderMenu | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const buttons = useRef<Partial<Record<HeaderMenu, HTMLButtonElement | null>>>({});

  const cancelTimer = useCallback(() => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const closeAll = useCallback(() => {
    cancelTimer();
    openedByHover.current = false;
    setOpenMenu(null);
  }, [cancelTimer]);

  const toggle = useCallback(
    (menu: HeaderMenu) => {
      cancelTimer();
      setOpenMenu((current) => {
        // A click on a menu the mouse has just opened keeps it open (it is what the visitor wanted).
        if (current === menu && openedByHover.current) {
          openedByHover.current = false;
          return menu;
        }
        openedByHover.current = false;
        return current === menu ? null : menu;
      });
    },
    [cancelTimer],
  );

  const hoverEnter = useCallback(
    (menu: HeaderMenu) => {
      cancelTimer();
      timer.current = window.setTimeout(() => {
        setOpenMenu((current) => {
          if (current !== menu) openedByHover.current = true;
          return menu;
        });
      }, HOVER_OPEN_DELAY_MS);
    },
    [cancelTimer],
  );

  const hoverLeave = useCallback(() => {
    cancelTimer();
    timer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpenMenu(null);
    }, HOVER_CLOSE_DELAY_MS);
  }, [cancelTimer]);

  useEffect(() => {
    if (!openMenu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = buttons.current[openMenu];
      closeAll();
      button?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openMenu, closeAll, container]);

  useEffect(() => cancelTimer, [cancelTimer]);

  const registerButton = useCallback(
    (menu: HeaderMenu) => (element: HTMLButtonElement | null) => {
      buttons.current[menu] = element;
    },
    [],
  );

  return { openMenu, toggle, hoverEnter, hoverLeave, closeAll, registerButton };
}
