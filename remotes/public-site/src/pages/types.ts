import type { PublicPage, PublicPageKind } from '@managewell/api/contract';

/** The page document of one kind, e.g. `PageOf<'product'>`. */
export type PageOf<K extends PublicPageKind> = Extract<PublicPage, { kind: K }>;
