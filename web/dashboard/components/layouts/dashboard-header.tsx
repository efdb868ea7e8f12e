import type { ReactNode } from "react";
import type { Profile } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { ProfileMenu } from "./profile-menu";

type Props = {
  /** The mobile drawer's button (hidden from lg up, where the sidebar is always shown). */
  drawer: ReactNode;
  profile: Profile | undefined;
  profileFailed: boolean;
  lastLogin: string | null | undefined;
  onSignOut: () => void;
};

/** The dashboard header: the drawer button on phones, the last login, and the profile dropdown. */
export function DashboardHeader({ drawer, profile, profileFailed, lastLogin, onSignOut }: Props) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-white/95 px-4 backdrop-blur sm:px-6">
      {drawer}
      <div className="flex-1" />
      {lastLogin && <p className="hidden text-sm text-muted-foreground md:block">Last login: {formatInDhaka(lastLogin, "dateTime")}</p>}
      <ProfileMenu profile={profile} failed={profileFailed} lastLogin={lastLogin} onSignOut={onSignOut} />
    </header>
  );
}
