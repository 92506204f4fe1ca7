import { type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
}

/**
 * A modal dialog: focus moves into it when it opens, Tab stays inside, Esc and the backdrop
 * close it, and focus returns to whatever opened it. The page behind does not scroll.
 * Renders nothing while closed (so it is never part of the server-rendered HTML).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Id of the dialog's heading (its accessible name). */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    if (root) (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(root)[0] ?? root).focus();
    document.body.classList.add('site-modal-open');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusables = focusablesIn(dialog.current);
      if (focusables.length === 0) return;
      const first = focusables[0] as HTMLElement;
      const last = focusables[focusables.length - 1] as HTMLElement;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.classList.remove('site-modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="site-modal">
      {/* The backdrop is a mouse convenience; keyboard users close with Esc or the close button. */}
      <div className="site-modal__backdrop" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={dialog}
        className={className ? `site-modal__dialog ${className}` : 'site-modal__dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
