import { type MediaFormat, mediaUrl, mediaWidthsFor, type SiteImage } from '@managewell/api/contract';
import { preload } from 'react-dom';

function srcSet(image: SiteImage, format: MediaFormat): string {
  return mediaWidthsFor(image.width)
    .map((w) => `${mediaUrl(image.id, w, format)} ${w}w`)
    .join(', ');
}

export interface PictureProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the image is shown, e.g. '(min-width: 992px) 33vw, 100vw'. */
  sizes: string;
  /** The largest image of the first screen: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  className?: string;
}

/**
 * A stored image as a responsive <picture>: AVIF variants at the widths the server makes, JPEG for
 * a browser without AVIF, and the intrinsic width/height so the browser reserves the space (no
 * layout shift). One <source> only: a WebP one between them would spare the few browsers without
 * AVIF (under 5%) some bytes, but cost every page an element and a srcset per picture (the home:
 * 54 elements, 15 KB of HTML), which every visitor's phone parses, styles and keeps.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const fallbackWidth = mediaWidthsFor(image.width).find((w) => w >= 768) ?? image.width;
  if (priority) {
    // The first screen's image: a preload hint (server rendering puts it in the head), so it is
    // fetched with the page's first bytes, in the format and width the <picture> will choose.
    preload(mediaUrl(image.id, fallbackWidth, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(image, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <img
        src={mediaUrl(image.id, fallbackWidth, 'jpg')}
        srcSet={srcSet(image, 'jpg')}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Crops (object-fit: cover) keep the editor's focal point in view.
        style={image.focus ? { objectPosition: image.focus } : undefined}
      />
    </picture>
  );
}
