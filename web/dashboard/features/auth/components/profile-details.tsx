import { Avatar } from "@/dashboard/components/layouts/profile-menu";
import { formatPhone, type Profile } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { PersonLine } from "@/shared/components/person-line";

/** The signed-in user's own record (GET /api/users/profile), read-only. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ["Username", profile.username],
    ["Email", profile.email],
    ["Phone", formatPhone(profile.phone)],
    ["Department", profile.department],
    ["Employee ID", profile.employeeId],
    ["Last login", formatInDhaka(profile.lastLogin, "dateTime") || "—"],
  ];
  return (
    <section aria-label="Profile" className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6">
      <PersonLine
        className="flex items-center gap-4"
        avatar={<Avatar profile={profile} size="size-16" />}
        name={profile.name}
        nameClassName="block text-lg font-semibold text-ink-900"
        detail={profile.designation}
      />
      <dl className="mt-6 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
            <dd className="mt-1 break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
