/**
 * The Module Federation remotes: one per staff area plus the public site. The server
 * hosts them and lists their URLs in GET /remotes.json; the shell loads them from there.
 */
export const REMOTE_NAMES = [
  'website-admin',
  'verification',
  'sales',
  'hr',
  'quotation',
  'employee',
  'public-site',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Paths of the staff shell (SPEC 2: everything under /app, and the template's /full-calendar).
 * Every other path belongs to the public site, which the server renders first.
 */
export function isStaffPath(pathname: string): boolean {
  return /^\/(app|full-calendar)(\/|$)/.test(pathname);
}
