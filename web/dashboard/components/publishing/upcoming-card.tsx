import { useQuery } from "@tanstack/react-query";
import { formatDhaka } from "@/shared/lib/contract";
import { approvalsQuery, scheduleQuery, useApprovalSetting } from "./publishing-api";

/**
 * The overview's card of issue 32: what goes live or comes down in the next 7 days and, while approval is
 * required, what waits for it. On the overview (`web/dashboard/routes/overview.tsx`).
 */
export function UpcomingCard() {
  const upcoming = useQuery(scheduleQuery());
  const approval = useApprovalSetting();
  const waiting = useQuery({ ...approvalsQuery(), enabled: approval.data?.required === true });
  return (
    <section aria-labelledby="upcoming-title" className="rounded-xl border border-border bg-white p-4">
      <h2 id="upcoming-title" className="mb-2 text-lg font-semibold">Coming up in the next 7 days</h2>
      {!upcoming.data?.length ? (
        <p className="text-sm text-muted-foreground">Nothing scheduled.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {upcoming.data.map((e) => (
            <li key={`${e.resource}-${e.uniId}-${e.change}`}>
              {e.change === "publish" ? "Goes live" : "Comes down"} {formatDhaka(e.at)}: <span className="font-medium">{e.label}</span> ({e.resource})
            </li>
          ))}
        </ul>
      )}
      {approval.data?.required && (
        <>
          <h3 className="mb-1 mt-4 text-sm font-semibold">Waiting approval ({waiting.data?.length ?? 0})</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {waiting.data?.map((w) => (
              <li key={`${w.resource}-${w.uniId}`}>
                <span className="font-medium">{w.label}</span> ({w.resource}, {w.status})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
