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
