import type { UseQueryResult } from "@tanstack/react-query";
import { Download, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { toast } from "@/shared/lib/toast";
import type { TableState } from "@/dashboard/components/data-table/types";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { useDeleteMessage } from "@/dashboard/features/messages/api/delete-message";
import { fetchAllMessages } from "@/dashboard/features/messages/api/get-messages";
import { fetchAllMatching, type LeadFilters as Filters, MESSAGES_PAGE_MAX, useMessagesPage } from "@/dashboard/features/messages/api/get-messages-page";
import { useLeadOwners } from "@/dashboard/features/messages/api/get-lead";
import { LeadCard } from "@/dashboard/features/messages/components/lead-card";
import { LeadFilters } from "@/dashboard/features/messages/components/lead-filters";
import { LeadView } from "@/dashboard/features/messages/components/lead-view";
import { messageColumns } from "@/dashboard/features/messages/components/message-columns";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { downloadText } from "@/dashboard/features/messages/lib/download-file";
import { inboxCsv, inboxFileName } from "@/dashboard/features/messages/lib/inbox-csv";
import { inboxPageSize, readSavedPage, savePage } from "@/dashboard/features/messages/lib/inbox-rules";
import type { ApiError } from "@/shared/lib/api-error";
import type { LeadDetail, LeadUnit, Message } from "@/shared/lib/contract";
import { BookFromLead, bookableFor } from "./lib/book-from-lead";

/** Beside each flat a lead names that it may book: "Book this flat" (issue 46). */
const bookFlat = (unit: LeadUnit, lead: LeadDetail) => (bookableFor(unit) ? <BookFromLead unit={unit} lead={lead} /> : null);

const storage = () => (typeof window === "undefined" ? null : window.sessionStorage);
/** docs/product.md §9 rows per page, within the server's largest page. */
const fittedSize = () => Math.min(MESSAGES_PAGE_MAX, inboxPageSize(window.innerHeight));

/**
 * Manage Inbox (docs/product.md §2): /dashboard/message and /dashboard/message/inbox. Paged and searched on
 * the server, newest first; rows per page from the window's height; the page kept in session
 * storage; a page jump limited to 1..pages; delete behind a confirmation; the CSV export.
 */
export function Component() {
  const [state, setState] = useState<TableState>(() => ({ page: readSavedPage(storage()), pageSize: fittedSize(), q: "", sort: null }));
  const [sized, setSized] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [filters, setFilters] = useState<Filters>({});
  const page = useMessagesPage({ page: state.page, pageSize: state.pageSize, q: state.q, filters });
  const owners = useLeadOwners().data ?? [];
  const meId = useProfile().data?.id ?? null;
  const ownerName = (id: number | null) => (id === null ? "" : (owners.find((o) => o.id === id)?.name ?? `#${id}`));
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== false);
  // A new filter starts from the first page.
  const filterBy = (next: Filters) => {
    setFilters(next);
    onStateChange({ ...state, page: 1 });
  };
  const remove = useDeleteMessage();
  const total = page.data?.total ?? 0;
  // An alert's link (/dashboard/message/inbox?lead=42, worker/lib/outbox.ts) opens that lead over the list.
  const [params, setParams] = useSearchParams();
  const linked = /^\d{1,15}$/.test(params.get("lead") ?? "") ? Number(params.get("lead")) : null;
  const closeLinked = () =>
    setParams(
      (p) => {
        p.delete("lead");
        return p;
      },
      { replace: true },
    );

  // The rows per page follow the window until the user picks a size.
  useEffect(() => {
    if (sized) return;
    const onResize = () => setState((s) => ({ ...s, pageSize: fittedSize() }));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [sized]);

  const onStateChange = (next: TableState) => {
    if (next.pageSize !== state.pageSize) setSized(true);
    savePage(storage(), next.page);
    setState(next);
  };

  // A saved page past the end (messages were deleted meanwhile, or a shorter search) moves to the last one,
  // adjusted while rendering (react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  if (page.data && !page.isPlaceholderData && state.page > lastPage) onStateChange({ ...state, page: lastPage });
  const pageSizes = [...new Set([fittedSize(), state.pageSize, 10, 25, 50, MESSAGES_PAGE_MAX])].sort((a, b) => a - b);

  const exportCsv = async () => {
    const q = state.q.trim();
    setExporting(true);
    try {
      const rows = q || filtered ? await fetchAllMatching(q, filters) : await fetchAllMessages();
      downloadText(inboxCsv(rows, ownerName), inboxFileName(new Date(), q !== "" || filtered));
    } catch (err) {
      toast.error("The export failed. Please try again.", { description: (err as Error).message });
    } finally {
      setExporting(false);
    }
  };

  // ManageScreen reads the list's rows, error and refetch; here the rows are the current page.
  const list = { ...page, data: page.data?.items } as UseQueryResult<Message[], ApiError>;

  return (
    <>
      <ManageScreen
        title="Manage Inbox"
        description="Messages and site-visit requests from the website, newest first: each a lead to follow up."
        list={list}
        table={{
          caption: "Messages",
          columns: messageColumns(ownerName),
          // On a phone each lead is a card, its status, owner and follow-up changed in place (issue 42).
          card: (m) => <LeadCard lead={m} owners={owners} meId={meId} />,
          toolbar: <LeadFilters value={filters} owners={owners} onChange={filterBy} />,
          searchFields: () => [],
          searchPlaceholder: "Search by name or id",
          rowKey: (m) => m.id,
          rowLabel: (m) => `message from ${m.name}`,
          empty: "No messages yet.",
          noMatch: "No messages match your search.",
          state,
          onStateChange,
          server: { total },
          pageSizes,
          pageJump: { outOfRange: "reject" },
        }}
        headerActions={
          <Button variant="dark" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
            {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {state.q.trim() || filtered ? "Export search (CSV)" : "Export CSV"}
          </Button>
        }
        view={{ title: "Lead", render: (m) => <LeadView id={m.id} meId={meId} flatAction={bookFlat} /> }}
        remove={{ message: "Are you sure you want to delete this message?", run: (m) => remove.mutateAsync(m.id) }}
      />
      {linked !== null && (
        <Modal open onOpenChange={(open) => !open && closeLinked()} title="Lead">
          <LeadView id={linked} meId={meId} flatAction={bookFlat} />
        </Modal>
      )}
    </>
  );
}
