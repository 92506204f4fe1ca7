import type { SiteImage } from '@managewell/api/contract';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Picture } from '../media/Picture';
import { ChevronIcon, CloseIcon } from './icons';

export interface LightboxProps {
  images: SiteImage[];
  /** The image shown; the lightbox is open while this is a number. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Called on Esc, the close button or a click on the backdrop; the opener restores focus. */
  onClose: () => void;
}

/**
 * A full-screen viewer on the native modal <dialog>: it traps focus and makes the page inert.
 * Previous/next buttons and the arrow keys move through the images (wrapping round), Esc closes,
 * the counter says 'n of m' and the caption is the image's alt text.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // showModal is missing in some older browsers and test DOMs: fall back to a plain open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Start keyboard users inside the viewer, on its way out.
    closeRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  if (!image) return null;

  const show = (next: number) => onIndexChange((next + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'Escape') {
      // The browser would close the dialog itself; let React own the state instead.
      event.preventDefault();
      onClose();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dark area around the image (not on the image or a button) closes.
        const target = event.target as HTMLElement;
        if (target === event.currentTarget || target.classList.contains('lightbox__frame')) onClose();
      }}
    >
      <div className="lightbox__frame">
        <p id={titleId} className="lightbox__counter">
          {index + 1} of {count}
        </p>
        <button ref={closeRef} type="button" className="lightbox__close" onClick={onClose} aria-label="Close">
          <CloseIcon />
        </button>
        <figure className="lightbox__figure">
          <Picture
            key={image.id}
            image={image}
            sizes="(min-width: 1440px) 1380px, 96vw"
            className="lightbox__image"
          />
          {image.alt && <figcaption className="lightbox__caption">{image.alt}</figcaption>}
        </figure>
        {count > 1 && (
          <>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--prev"
              onClick={() => show(index - 1)}
              aria-label="Previous image"
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--next"
              onClick={() => show(index + 1)}
              aria-label="Next image"
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
