import { ChevronDown, LogOut, Settings, UserRound } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/shared/components/ui/dropdown-menu";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import type { Profile } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";

type Props = { profile: Profile | undefined; failed: boolean; lastLogin: string | null | undefined; onSignOut: () => void };

/**
 * The header's profile dropdown (docs/product.md §2): View Profile, Account Settings, Sign Out. Radix makes it
 * keyboard-complete (Enter/Space/↓ open, arrows move, Escape closes) and closes it on an outside click.
 * Its name is "Profile menu" plus the visible name and designation (WCAG 2.5.3 label in name).
 */
export function ProfileMenu({ profile, failed, lastLogin, onSignOut }: Props) {
  const navigate = useNavigate();
  if (failed) return <p className="text-sm font-medium text-destructive">Error loading profile</p>;
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focus can still reach it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-muted">
        <span className="sr-only">Profile menu</span>
        <Avatar profile={profile} />
        <span className="hidden min-w-0 flex-col text-left leading-tight sm:flex">
          <span className="truncate text-sm font-semibold text-ink-900">{profile?.name ?? "…"}</span>
          <span className="truncate text-xs text-muted-foreground">{profile?.designation}</span>
        </span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="normal-case tracking-normal">
          <span className="block text-sm font-semibold text-ink-900">{profile?.name}</span>
          <span className="block text-xs font-normal text-muted-foreground">{profile?.designation}</span>
          {lastLogin && <span className="mt-1 block text-xs font-normal text-muted-foreground">Last login: {formatInDhaka(lastLogin, "dateTime")}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.dashboard(dashboardPatterns.profile))}>
          <UserRound className="size-4" aria-hidden="true" />
          View Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.dashboard(dashboardPatterns.accountSettings))}>
          <Settings className="size-4" aria-hidden="true" />
          Account Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The profile picture, or the initials until it loads (or when there is none). */
export function Avatar({ profile, size = "size-9" }: { profile: Pick<Profile, "name" | "image"> | undefined; size?: string }) {
  const initials = (profile?.name ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <span className={`${size} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-900 text-xs font-bold text-white`}>
      {profile?.image ? <img src={profile.image} alt="" className="size-full object-cover" /> : initials}
    </span>
  );
}
