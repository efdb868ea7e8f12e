/**
 * The site's links are plain anchors (shared/lib/router.tsx). This turns a plain click on one that names a
 * page of the site into `navigate(path)`: React Router's navigation in the app (dashboard/app/react-router.tsx);
 * on a public page (web/site/islands.tsx), only a change of its own query.
 * React-free.
 */
const FILES = /^\/(?:api|im|assets|cdn-cgi)\/|^\/(?:robots\.txt|sitemap\.xml|language)$/;

type Click = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;
type Anchor = { href: string; target: string; download: boolean };

/**
 * The path to navigate to for a click on `anchor`, or null to leave it to the browser: a click the page
 * handled itself, another button, a modifier key (new tab, new window, download), a link with a target,
 * a download, another origin, a path the worker serves as a file (/api, /im, /assets, robots.txt...),
 * or one that only moves to an anchor on the same page (the skip link). Pure; tests/web/link-clicks.test.ts.
 */
export function pathToNavigate(click: Click, anchor: Anchor | null, current: URL): string | null {
  if (!anchor || click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.download) return null;
  const url = new URL(anchor.href, current);
  if (url.origin !== current.origin || FILES.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Calls `navigate` for every such click on the document from now on whose path (and anchor) `handles` accepts
 * (by default all) and whose anchor is not marked `data-page-load`; the others are left to the
 * browser. Returns the undo.
 */
export function listenToLinkClicks(navigate: (path: string) => void, handles: (path: string, anchor: Element) => boolean = () => true): () => void {
  const onClick = (e: MouseEvent) => {
    const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
    // A link the server answers with another render of this page (a project's flat, `?unit=`) is a page load.
    if (a?.hasAttribute("data-page-load")) return;
    const anchor = a instanceof HTMLAnchorElement ? { href: a.href, target: a.target, download: a.hasAttribute("download") } : null;
    const path = pathToNavigate(e, anchor, new URL(location.href));
    if (path === null || !handles(path, a!)) return;
    e.preventDefault();
    navigate(path);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
