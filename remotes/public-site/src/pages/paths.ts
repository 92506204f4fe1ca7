/** The last segment of a path: the item's slug ('/careers/site-engineer' → 'site-engineer'). */
export function lastSegment(path: string): string {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  return segments[segments.length - 1] ?? '';
}

/** A phone number as shown ('+91 98200 12345') → a tel: link ('tel:+919820012345'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
