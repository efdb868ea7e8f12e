import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, useContext } from "react";
import { useLanguage } from "@/shared/i18n/use-translation";
import { localizedPath, splitLanguage } from "@/shared/lib/contract";

/**
 * The location as the public site's components see it: links, the location and its query. Which
 * answers depends on where they run (docs/decisions.md, "Public pages: server HTML with islands"):
 * the request's own location in the worker's render (web/entry-server.tsx), the page's own location
 * in an island (site/lib/browser-router.ts), or React Router in the app (dashboard/app/react-router.tsx: the
 * dashboard screens that show public parts). Public components import from here, never from
 * react-router-dom, so an island downloads no router code.
 *
 * Links are plain anchors: the browser's own navigation, except a link that changes only the page's
 * query (shared/lib/link-clicks.ts).
 */
export type Location = { pathname: string; search: string; hash: string };
export type To = string | Partial<Location>;
export type NavigateOptions = { replace?: boolean };
type SetSearchParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void;

export type RouterImpl = {
  useLocation(): Location;
  useSearchParams(): [URLSearchParams, SetSearchParams];
};

const RouterContext = createContext<RouterImpl | null>(null);

/** Names the router below it (dashboard/app/react-router.tsx, shared/lib/island.tsx). */
export function RouterInUse({ router, children }: { router: RouterImpl; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterImpl {
  const router = useContext(RouterContext);
  if (!router) throw new Error("A public component rendered outside <RouterInUse>.");
  return router;
}

// Each hook calls the same router's hook on every render: a tree never changes its router.
export const useLocation = (): Location => useRouter().useLocation();
export const useSearchParams = () => useRouter().useSearchParams();

/** A `To` as a URL path with its query and hash. */
export function hrefOf(to: To): string {
  if (typeof to === "string") return to;
  const search = to.search ? (to.search.startsWith("?") ? to.search : `?${to.search}`) : "";
  const hash = to.hash ? (to.hash.startsWith("#") ? to.hash : `#${to.hash}`) : "";
  return `${to.pathname ?? ""}${search}${hash}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: To; ref?: Ref<HTMLAnchorElement> };

/** An in-site link: a plain anchor, which the document's click listener turns into a navigation. */
export function Link({ to, children, ...props }: LinkProps) {
  // In the page's language: on a Bengali page "/about" is "/bn/about" (contract/language-path.ts).
  const href = localizedPath(hrefOf(to), useLanguage());
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, "className" | "children"> & {
  /** Active only on the path itself, not on paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
};

/**
 * A link that knows whether it names the current page, as React Router's NavLink: `aria-current="page"`
 * and the `active` class then (or `className` as a function of it); case-insensitive, and active on the
 * paths below it unless `end`.
 */
export function NavLink({ to, end = false, className, children, ...props }: NavLinkProps) {
  // The page's path without its language ("/bn/about" is "/about"), as `to` is written.
  const { path: pathname } = splitLanguage(useLocation().pathname);
  const isActive = isActivePath(pathname, typeof to === "string" ? to.split(/[?#]/)[0]! : (to.pathname ?? ""), end);
  const classes = typeof className === "function" ? className({ isActive }) : [className, isActive ? "active" : ""].filter(Boolean).join(" ");
  return (
    <Link to={to} aria-current={isActive ? "page" : undefined} className={classes || undefined} {...props}>
      {typeof children === "function" ? children({ isActive }) : children}
    </Link>
  );
}

/** React Router's rule: the same path, or (without `end`) one below it. */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const there = target.length > 1 ? target.replace(/\/+$/, "").toLowerCase() : target.toLowerCase();
  if (here === there || here === `${there}/`) return true;
  if (end) return false;
  if (there === "/") return false;
  return here.startsWith(there) && here.charAt(there.length) === "/";
}
