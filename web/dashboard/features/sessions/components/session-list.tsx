import { LogOut } from "lucide-react";
import { useConfirm } from "@/dashboard/components/modal/confirm-dialog";
import { DataTable } from "@/dashboard/components/data-table/data-table";
import { queryRows } from "@/dashboard/components/data-table/query-rows";
import type { Column } from "@/dashboard/components/data-table/types";
import { Badge } from "@/shared/components/ui/badge";
import { Button } from "@/shared/components/ui/button";
import type { SessionInfo } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useEndSession } from "../api/end-session";
import { useSessions } from "../api/get-sessions";
import { describeUserAgent } from "@/shared/lib/contract";

const columns: Column<SessionInfo>[] = [
  {
    id: "device",
    header: "Device",
    cell: (s) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink-900">{describeUserAgent(s.userAgent)}</span>
        {s.current && <Badge>This session</Badge>}
      </span>
    ),
  },
  { id: "network", header: "Network", cell: (s) => <span className="font-mono text-xs">{s.network ?? "Unknown"}</span> },
  { id: "signedIn", header: "Signed in", cell: (s) => <time dateTime={s.createdAt}>{formatInDhaka(s.createdAt, "dateTime")}</time> },
  { id: "lastSeen", header: "Last seen", cell: (s) => <time dateTime={s.lastSeenAt}>{formatInDhaka(s.lastSeenAt, "dateTime")}</time> },
];

/** Account Settings › Sessions: where this account is signed in; end any other one, or all of them. */
export function SessionList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const confirm = useConfirm();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption="Your sessions"
        {...queryRows(sessions)}
        columns={columns}
        rowKey={(s) => s.id}
        rowLabel={(s) => `${describeUserAgent(s.userAgent)}, signed in ${formatInDhaka(s.createdAt, "dateTime")}`}
        empty="No sessions."
        actions={[
          {
            label: "End session",
            icon: LogOut,
            destructive: true,
            hidden: (s) => s.current,
            onSelect: async (s) => {
              if (await confirm({ message: "End this session? That browser will be signed out at its next click.", confirmLabel: "End session", destructive: true }))
                endOne.mutate(s.id);
            },
          },
        ]}
      />
      <div>
        <Button
          type="button"
          variant="destructive"
          disabled={others === 0 || endOthers.isPending}
          onClick={async () => {
            if (await confirm({ message: "Sign out every other browser and device where you are signed in?", confirmLabel: "End other sessions", destructive: true }))
              endOthers.mutate();
          }}>
          End all other sessions
        </Button>
      </div>
    </div>
  );
}
