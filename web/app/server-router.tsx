import type { ReactNode } from "react";
import type { RouterImpl } from "@/lib/router";

const stay = () => {};

/**
 * The router of a page the worker renders (web/entry-server.tsx; lib/router.tsx): the request's own
 * location and the registry's route params, and `outlet` (the page) where the layout shows its
 * page. Nothing navigates while rendering on the server.
 */
export function serverRouter(url: URL, params: Record<string, string>, outlet: ReactNode): RouterImpl {
  const location = { pathname: url.pathname, search: url.search, hash: "" };
  const search = new URLSearchParams(url.search);
  return {
    useLocation: () => location,
    useParams: () => params,
    useNavigate: () => stay,
    useSearchParams: () => [search, stay],
    Outlet: () => outlet,
  };
}
