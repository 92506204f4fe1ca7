import type { SiteImage } from '@managewell/api/contract';
import { useState } from 'react';
import { ExpandIcon } from '../../blocks/icons';
import { Lightbox } from '../../blocks/Lightbox';
import { useLightbox } from '../../blocks/useLightbox';
import { Picture } from '../../media/Picture';

/** Follows `.product-main`: the gallery takes half the 1200px container from 992px. */
const MAIN_SIZES = '(min-width: 1200px) 588px, (min-width: 992px) 48vw, 92vw';

/**
 * The product's main image with thumbnails to choose it; the main image opens the lightbox.
 * The main image is the first screen's largest image, so it loads with priority.
 */
export function ProductGallery({ images, title }: { images: SiteImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const lightbox = useLightbox();
  const main = images[selected] ?? images[0];
  if (!main) return <div className="product-gallery__placeholder" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <button
        type="button"
        className="product-gallery__main"
        onClick={(event) => lightbox.open(selected, event.currentTarget)}
        aria-label={`Enlarge image ${selected + 1} of ${images.length} of ${title}`}
      >
        <Picture
          key={main.id}
          image={main}
          sizes={MAIN_SIZES}
          priority={selected === 0}
          className="product-gallery__image"
        />
        <span className="gallery__zoom">
          <ExpandIcon />
        </span>
      </button>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={`${title} images`}>
          {images.map((image, at) => (
            <li key={image.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={at === selected}
                aria-label={`Show image ${at + 1}${image.alt ? `: ${image.alt}` : ''}`}
                onClick={() => setSelected(at)}
              >
                <Picture image={image} sizes="88px" className="product-gallery__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox.index !== null && (
        <Lightbox
          images={images}
          index={lightbox.index}
          onIndexChange={(at) => {
            lightbox.setIndex(at);
            setSelected(at);
          }}
          onClose={lightbox.close}
        />
      )}
    </div>
  );
}
