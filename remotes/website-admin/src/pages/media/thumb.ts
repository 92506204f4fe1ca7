import { type MediaItem, mediaUrl } from '@managewell/api/contract';

/** A small picture of a media item: a 320 px WebP variant, or the original when it is small or vector. */
export function thumbUrl(item: Pick<MediaItem, 'id' | 'url' | 'width' | 'mime'>): string {
  if (item.mime === 'image/svg+xml' || item.width <= 320 || item.mime === 'application/pdf') return item.url;
  return thumbnailUrl(item.id);
}

/** The 320 px WebP variant of a stored image known by its id only (every raster image has one). */
export const thumbnailUrl = (id: string) => mediaUrl(id, 320, 'webp');
