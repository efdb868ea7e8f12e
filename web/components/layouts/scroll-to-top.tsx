import { useLayoutEffect } from "react";
import { useLocation } from "@/lib/router";

/**
 * docs/product.md §2: the page scrolls to the top on each route change. Keyed on the pathname only, so
 * changing the listing's filters (query string) keeps the visitor where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
