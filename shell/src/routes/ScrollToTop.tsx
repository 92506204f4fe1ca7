import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC 2: the page scrolls to the top on each navigation. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
