import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A public path reached from inside the back office (a link to the website): the server renders
 * public pages, so the browser loads it as a page of its own.
 */
export function PublicSiteRemote() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
