// Apart from the presence routes (which import zod), so the editor's heartbeat loads no schema code.

/**
 * How often an open studio item tells the server it is still open, and how long the server counts
 * a tab as present after its last word (a lost connection drops out after this).
 */
export const STUDIO_PRESENCE = { heartbeatMs: 15_000, freshSeconds: 40 } as const;

/** A studio item people edit together: a content item (pages included) or the site settings. */
export type StudioItem = `content:${number}` | 'settings';
