import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { listenToLinkClicks } from "@/shared/lib/link-clicks";
import { type RouterImpl, RouterInUse } from "@/shared/lib/router";

const reactRouter: RouterImpl = { useLocation, useSearchParams };

/**
 * React Router as the router of the public components below it (shared/lib/router.tsx), inside the
 * app's <BrowserRouter> (web/dashboard/boot.tsx); plain in-site links
 * navigate through it (shared/lib/link-clicks.ts).
 */
export function WithReactRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => listenToLinkClicks((path) => void navigate(path)), [navigate]);
  return <RouterInUse router={reactRouter}>{children}</RouterInUse>;
}
