import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { DashboardHeader } from "@/dashboard/components/layouts/dashboard-header";
import { MobileDrawer } from "@/dashboard/components/layouts/mobile-drawer";
import { ScreenGuard } from "@/dashboard/components/layouts/screen-guard";
import { SessionLoading } from "@/dashboard/components/layouts/session-loading";
import { withCodeSubmenus } from "@/dashboard/components/layouts/lib/code-submenus";
import { SidebarNav } from "@/dashboard/components/layouts/sidebar-nav";
import { ConfirmProvider } from "@/dashboard/components/modal/confirm-dialog";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";
import { useAuth } from "@/dashboard/features/auth/api/check-auth";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { useLogout } from "@/dashboard/features/auth/api/logout";
import { useSessionExpiry } from "@/dashboard/features/auth/hooks/use-session-expiry";
import { useDashboard } from "@/dashboard/features/menus/api/get-dashboard";
import { usePreparedToasts } from "@/shared/lib/toast";
import { screenMenu } from "./routes";

/**
 * /dashboard: the access guard (docs/product.md §2 "Access") and the layout (sidebar, header, nested screen).
 * Signed out → /login?from=<this page>; the auth check shows a loading text; each screen's menu ids
 * are checked by ScreenGuard. The dashboard is English only (docs/decisions.md).
 */
export function Component() {
  const auth = useAuth();
  const location = useLocation();
  useSessionExpiry();
  useEnglishPage();
  usePreparedToasts();

  if (auth.isPending) return <SessionLoading />;
  // docs/product.md §4: a failed check counts as signed out.
  if (!auth.data?.isAuthenticated) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return (
    <ConfirmProvider>
      <Shell />
    </ConfirmProvider>
  );
}

function Shell() {
  const dashboard = useDashboard();
  const profile = useProfile();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = () => logout.mutate(undefined, { onSuccess: () => navigate(paths.login(), { replace: true }) });
  const menus = withCodeSubmenus(dashboard.data?.menus, profile.data?.designation);
  const nav = (close?: () => void) => <SidebarNav menus={menus} failed={dashboard.isError} onNavigate={close} />;

  return (
    <div className="min-h-dvh bg-muted/50">
      <a href="#dashboard-main" className="sr-only z-50 rounded-md bg-brand-500 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col overflow-y-auto border-r border-border bg-white p-4 lg:flex">
        <p className="mb-6 px-3 text-lg font-extrabold tracking-[0.2em] text-ink-900">UDAY</p>
        {nav()}
      </aside>
      <div className="lg:pl-64">
        <DashboardHeader
          drawer={
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
              {nav(() => setDrawerOpen(false))}
            </MobileDrawer>
          }
          profile={profile.data}
          profileFailed={profile.isError}
          lastLogin={dashboard.data?.lastLogin}
          onSignOut={signOut}
        />
        <main id="dashboard-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:py-8">
          {profile.isPending && <SessionLoading text="Loading your profile…" />}
          {profile.isError && (
            <div role="alert" className="py-16 text-center">
              <p className="font-medium text-destructive">Failed to load profile data</p>
              <Button variant="ghost" className="mt-3 border border-border" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {profile.data && (
            <ScreenGuard designation={profile.data.designation} menu={screenMenu(pathname)}>
              <Outlet />
            </ScreenGuard>
          )}
        </main>
      </div>
    </div>
  );
}

/** Staff screens are English: screen readers and fonts follow, even after a visitor chose Bengali. */
function useEnglishPage() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = html.lang;
    html.lang = "en";
    return () => {
      html.lang = previous;
    };
  }, []);
}
