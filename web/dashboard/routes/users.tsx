import { useQueryClient } from "@tanstack/react-query";
import { Fingerprint, KeyRound, LogOut, ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Modal } from "@/dashboard/components/modal/modal";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { DASHBOARD } from "@/dashboard/config/dashboard";
import { paths } from "@/shared/config/paths";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { signedOut } from "@/dashboard/features/auth/api/logout";
import { SecondFactorPolicyForm } from "@/dashboard/features/second-factor/components/second-factor-policy-form";
import { useDeleteUser } from "@/dashboard/features/users/api/delete-user";
import { useEndUserSessions } from "@/dashboard/features/users/api/end-user-sessions";
import { useResetSecondFactor } from "@/dashboard/features/users/api/reset-second-factor";
import { useUsers } from "@/dashboard/features/users/api/get-users";
import { ResetPasswordForm } from "@/dashboard/features/users/components/reset-password-form";
import { userTable } from "@/dashboard/features/users/components/user-columns";
import { UserDetails } from "@/dashboard/features/users/components/user-details";
import { UserForm } from "@/dashboard/features/users/components/user-form";
import { UserPasskeys } from "@/dashboard/features/users/components/user-passkeys";
import { roleOf, type User } from "@/shared/lib/contract";

/** Manage Users (docs/product.md §2): /dashboard/settings and /dashboard/settings/users. */
export function Component() {
  const users = useUsers();
  const me = useProfile().data;
  const remove = useDeleteUser();
  const resetFactor = useResetSecondFactor();
  const endSessions = useEndUserSessions();
  const confirm = useConfirm();
  // Both act on someone else: one's own second factor and sessions are in Account Settings.
  const ask = async (message: string, confirmLabel: string, run: () => void) => {
    if (await confirm({ message, confirmLabel, destructive: true })) run();
  };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [resetting, setResetting] = useState<{ user: User; open: boolean; seq: number } | null>(null);
  const [passkeysOf, setPasskeysOf] = useState<{ user: User; open: boolean; seq: number } | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // docs/product.md §4: the user is the signed-in one when the usernames match.
  const isSelf = (u: User) => !!me && u.username.toLowerCase() === me.username.toLowerCase();

  // docs/product.md §9: one's own reset signs out 1.5 s after success (the server already ended the session).
  useEffect(() => {
    if (!signingOut) return;
    const timer = window.setTimeout(() => {
      signedOut(queryClient);
      navigate(paths.login(), { replace: true });
    }, DASHBOARD.selfResetSignOutMs);
    return () => window.clearTimeout(timer);
  }, [signingOut, queryClient, navigate]);

  return (
    <>
      <ManageScreen
        title="Manage Users"
        description="Staff accounts: who signs in to the dashboard, and with which designation."
        list={users}
        loadError="Failed to fetch users"
        resource="users"
        table={{
          ...userTable,
          empty: "No users yet.",
          noMatch: "No users match your filter.",
        }}
        create={{ label: "Create User", title: "Create User", render: () => <UserForm /> }}
        edit={{ title: "User Details", render: (u) => <UserDetails user={u} self={isSelf(u)} /> }}
        remove={{ run: (u) => remove.mutateAsync(u.id) }}
        moreActions={[
          { label: "Reset Password", icon: KeyRound, onSelect: (user) => setResetting((r) => ({ user, open: true, seq: (r?.seq ?? 0) + 1 })) },
          // One's own passkeys are in Account Settings (with the password).
          { label: "Passkeys", icon: Fingerprint, hidden: isSelf, onSelect: (user) => setPasskeysOf((p) => ({ user, open: true, seq: (p?.seq ?? 0) + 1 })) },
          {
            label: "Reset second factor",
            icon: ShieldOff,
            destructive: true,
            hidden: isSelf,
            onSelect: (u) =>
              void ask(
                `Reset ${u.name}'s second factor? This removes their authenticator app, their recovery codes and every passkey, and ends all their sessions. They sign in with their password alone until they set up a second factor again.`,
                "Reset second factor",
                () => resetFactor.mutate(u.id),
              ),
          },
          {
            label: "End sessions",
            icon: LogOut,
            destructive: true,
            hidden: isSelf,
            onSelect: (u) => void ask(`Sign ${u.name} out of every browser and device?`, "End sessions", () => endSessions.mutate(u.id)),
          },
        ]}
      />
      {roleOf(me?.designation) === "Super-Admin" && (
        <section aria-labelledby="second-factor-rule" className="mt-6 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6">
          <h2 id="second-factor-rule" className="mb-3 text-lg font-semibold text-ink-900">
            Two-step sign-in rule
          </h2>
          <SecondFactorPolicyForm />
        </section>
      )}
      {resetting && (
        <Modal key={resetting.seq} open={resetting.open} onOpenChange={(open) => setResetting((r) => r && { ...r, open })} title="Reset Password">
          <ResetPasswordForm user={resetting.user} self={isSelf(resetting.user)} onReset={(result) => result.loggedOut && setSigningOut(true)} />
        </Modal>
      )}
      {passkeysOf && (
        <Modal
          key={passkeysOf.seq}
          open={passkeysOf.open}
          onOpenChange={(open) => setPasskeysOf((p) => p && { ...p, open })}
          title={`Passkeys of ${passkeysOf.user.name}`}>
          <UserPasskeys user={passkeysOf.user} />
        </Modal>
      )}
      {signingOut && (
        <p role="status" className="fixed inset-x-0 bottom-4 mx-auto w-fit rounded-md bg-ink-900 px-4 py-2 text-sm text-white shadow-lg">
          Your password was changed. Signing you out…
        </p>
      )}
    </>
  );
}
