import type { SiteImage } from '@managewell/api/contract';
import { Picture } from '../media/Picture';
import { ExpandIcon } from './icons';
import { Lightbox } from './Lightbox';
import { useLightbox } from './useLightbox';

/** Follows `.gallery` in blocks.css: 2 columns on phones, 3 from 600px, 4 from 992px. */
const THUMB_SIZES = '(min-width: 1200px) 282px, (min-width: 992px) 23vw, (min-width: 600px) 31vw, 46vw';

/** A grid of thumbnails (buttons) opening a lightbox on the chosen image. Pass `sizes` when the grid sits in a narrower column. */
export function Gallery({
  images,
  label,
  sizes = THUMB_SIZES,
}: {
  images: SiteImage[];
  label?: string;
  sizes?: string;
}) {
  const lightbox = useLightbox();
  if (images.length === 0) return null;
  return (
    <>
      <ul className="gallery" aria-label={label}>
        {images.map((image, at) => (
          <li key={image.id} className="gallery__item">
            <button
              type="button"
              className="gallery__thumb"
              onClick={(event) => lightbox.open(at, event.currentTarget)}
              aria-label={`Enlarge image ${at + 1} of ${images.length}${image.alt ? `: ${image.alt}` : ''}`}
            >
              <Picture image={image} sizes={sizes} className="gallery__image" />
              <span className="gallery__zoom">
                <ExpandIcon />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lightbox.index !== null && (
        <Lightbox
          images={images}
          index={lightbox.index}
          onIndexChange={lightbox.setIndex}
          onClose={lightbox.close}
        />
      )}
    </>
  );
}
