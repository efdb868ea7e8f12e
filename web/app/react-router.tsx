import { type ReactNode, useCallback, useEffect } from "react";
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { listenToLinkClicks } from "@/lib/link-clicks";
import { type RouterImpl, RouterInUse } from "@/lib/router";

/** React Router's navigate, for the public components' `useNavigate` (lib/router.tsx). */
function useRouterNavigate() {
  const navigate = useNavigate();
  return useCallback<ReturnType<RouterImpl["useNavigate"]>>((to, options) => void navigate(to, options), [navigate]);
}

const reactRouter: RouterImpl = { useLocation, useParams, useNavigate: useRouterNavigate, useSearchParams, Outlet };

/**
 * React Router as the router of the public components below it (lib/router.tsx), inside the
 * app's <BrowserRouter> (web/boot.tsx); plain in-site links
 * navigate through it (lib/link-clicks.ts).
 */
export function WithReactRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => listenToLinkClicks((path) => void navigate(path)), [navigate]);
  return <RouterInUse router={reactRouter}>{children}</RouterInUse>;
}
