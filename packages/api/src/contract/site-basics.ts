/**
 * The public website's contract values that need no zod: media URLs and widths, the social
 * networks, the honeypot field, the resume rules and the state element. The public site's
 * first page imports only these, so the form schemas (site.ts, zod) load with the forms.
 */

/** Widths the server makes variants for (never wider than the original). */
export const MEDIA_WIDTHS = [320, 480, 768, 1024, 1440, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MEDIA_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** `/media/<id>/<width>.<format>`: one variant of a stored image. */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${encodeURIComponent(id)}/${width}.${format}`;
}
/** `/media/<id>/original.<ext>`: the stored original (used for SVG logos and icons). */
export function mediaOriginalUrl(id: string, ext: string): string {
  return `/media/${encodeURIComponent(id)}/original.${ext}`;
}
/** The widths worth offering for an image of this intrinsic width. */
export function mediaWidthsFor(width: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((w) => w < width);
  return [...fitting, Math.min(width, 1920)];
}

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'pinterest', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The honeypot: a field people never see; bots fill it. */
export const HONEYPOT_FIELD = 'website';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = ['pdf', 'doc', 'docx'] as const;
export const RESUME_MESSAGES = {
  missing: 'Please attach your resume.',
  type: 'Please attach a PDF, DOC or DOCX file.',
  size: 'Please attach a file of at most 5 MB.',
} as const;

/** The id of the `<script type="application/json">` holding the hydration state. */
export const SITE_STATE_ELEMENT_ID = 'mw-site-state';

/**
 * Each public form submission carries a key the browser makes once (a UUID) and sends again
 * with every retry of the same submission: the server stores the lead once and answers a
 * repeated key with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The nineteen fixed project-type paths under /swimming-pool-projects (SPEC 2). */
export const PROJECT_TYPE_SLUGS = [
  'residential-pools',
  'competition-pools',
  'waterparks',
  'personal-pools',
  'commercial-pools',
  'hotels-and-resorts',
  'in-ground-pools',
  'lap-pools',
  'leisure-pools',
  'above-ground-pools',
  'olympic-size-pools',
  'infinity-pools',
  'podium-pools',
  'semi-olympic-size-pools',
  'overflow-pools',
  'skimmer-pools',
  'bio-pools',
  'water-park-pools',
  'acrylic-pools',
] as const;
