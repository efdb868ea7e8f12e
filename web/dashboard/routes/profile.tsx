import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useMatch, useNavigate } from "react-router-dom";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Button } from "@/shared/components/ui/button";
import { DASHBOARD } from "@/dashboard/config/dashboard";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { signedOut } from "@/dashboard/features/auth/api/logout";
import { ProfileDetails } from "@/dashboard/features/auth/components/profile-details";
import { TotpSettings } from "@/dashboard/features/second-factor/components/totp-settings";
import { SessionList } from "@/dashboard/features/sessions/components/session-list";
import { useEndOtherSessions } from "@/dashboard/features/sessions/api/end-other-sessions";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { PasskeyList } from "@/dashboard/features/passkeys/components/passkey-list";
import { ChangePasswordForm } from "@/dashboard/features/users/components/change-password-form";

/**
 * The signed-in user's own profile: View Profile (/dashboard/profile) and Account Settings
 * (/dashboard/profile/settings, with the change-password form). Any signed-in user may open it.
 */
export function Component() {
  const profile = useProfile().data;
  const settings = useMatch(paths.dashboard(dashboardPatterns.accountSettings)) !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const endOthers = useEndOtherSessions();
  // Issue 30: a new second factor offers to sign out everywhere else (a password change already does).
  const offerToEndOthers = async () => {
    if (await confirm({ title: "Two-step sign-in is on", message: "Also sign out every other browser and device where you are signed in?", confirmLabel: "End other sessions", cancelLabel: "Keep them" }))
      endOthers.mutate();
  };
  // docs/product.md §4: after one's own reset, sign out 1.5 s later (the server has already ended the session).
  const afterChange = () =>
    window.setTimeout(() => {
      signedOut(queryClient);
      navigate(paths.login(), { replace: true });
    }, DASHBOARD.selfResetSignOutMs);

  if (!profile) return null;
  return (
    <>
      <PageHeader
        title={settings ? "Account Settings" : "My Profile"}
        actions={
          <Button asChild variant="ghost" className="border border-border">
            <Link to={paths.dashboard(settings ? dashboardPatterns.profile : dashboardPatterns.accountSettings)}>{settings ? "View Profile" : "Account Settings"}</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <ProfileDetails profile={profile} />
        {settings && (
          <>
            <Section id="change-password" title="Change password">
              <ChangePasswordForm userId={profile.id} onChanged={afterChange} />
            </Section>
            <Section id="two-step" title="Two-step sign-in">
              <TotpSettings onEnabled={() => void offerToEndOthers()} />
            </Section>
            <Section id="passkeys" title="Passkeys">
              <PasskeyList />
            </Section>
            <Section id="sessions" title="Sessions">
              <SessionList />
            </Section>
          </>
        )}
      </div>
    </>
  );
}

/** One part of Account Settings: a card headed by its title. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
