/**
 * What the content files produce: plain documents (no database), one per content item, with
 * their children (sub-categories under categories, projects under types…). index.ts writes them
 * through the site repository, which validates every `data` against its kind's schema.
 */
import type { ContentData, ContentKind } from '../../modules/site/content-kinds';
import type { MediaRegistry } from './media-registry';

export interface ContentDraft<K extends ContentKind = ContentKind> {
  kind: K;
  /** Defaults to slugify(title). */
  slug?: string;
  title: string;
  /** Meta description: at most 160 characters. */
  summary?: string;
  /** Defaults to true. */
  published?: boolean;
  publishedAt?: Date;
  data: ContentData<K>;
  children?: ContentDraft[];
}

/** A typed helper so each call checks `data` against its own kind. */
export function draft<K extends ContentKind>(
  kind: K,
  fields: Omit<ContentDraft<K>, 'kind'>,
): ContentDraft<K> {
  return { kind, ...fields };
}

/** What every content file gets: the image registry and the seed's clock. */
export interface SeedContext {
  img: MediaRegistry['img'];
  /** The seed's "today" (epoch ms); dates are spread relative to it so the site always looks current. */
  now: number;
}

const DAY_MS = 86_400_000;

/** A date `days` before (negative: after) the seed's clock. */
export function daysAgo(ctx: SeedContext, days: number): Date {
  return new Date(ctx.now - days * DAY_MS);
}

/** 'YYYY-MM-DD' of a date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
