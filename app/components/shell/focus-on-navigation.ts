import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus moves to the page's
 * main region (tabIndex -1), as a full page load would start the keyboard at
 * the top: otherwise focus stays on a link the new page no longer has and Tab
 * starts from a stray place. The first render and in-page anchors keep focus where it is.
 */
export function useFocusMainOnNavigation(mainId: string) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}
