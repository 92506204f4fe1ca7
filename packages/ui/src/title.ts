import { useEffect } from 'react';

/** SPEC 9: every staff page title ends with this suffix. */
export const TITLE_SUFFIX = ' Managewell';

export function documentTitle(title: string): string {
  return `${title}${TITLE_SUFFIX}`;
}

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
