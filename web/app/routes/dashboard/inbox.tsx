import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { searchRows } from "@/components/data-table/table-view";
import { ALL_ROWS, type TableState } from "@/components/data-table/types";
import { ManageScreen } from "@/components/manage-screen/manage-screen";
import { Button } from "@/components/ui/button";
import { useDeleteMessage } from "@/features/messages/api/delete-message";
import { useMessages } from "@/features/messages/api/get-messages";
import { messageColumns, messageSearchFields } from "@/features/messages/components/message-columns";
import { downloadText } from "@/features/messages/lib/download-file";
import { inboxCsv, inboxFileName } from "@/features/messages/lib/inbox-csv";
import { inboxPageSize, readSavedPage, savePage } from "@/features/messages/lib/inbox-rules";

const storage = () => (typeof window === "undefined" ? null : window.sessionStorage);

/**
 * Manage Inbox (docs/product.md §2): /dashboard/message and /dashboard/message/inbox. Newest first,
 * search by name or id, rows per page from the window's height, the page kept in session storage,
 * a page jump limited to 1..pages, delete behind a confirmation, and the CSV export.
 */
export function Component() {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const [state, setState] = useState<TableState>(() => ({
    page: readSavedPage(storage()),
    pageSize: inboxPageSize(window.innerHeight),
    q: "",
    sort: { id: "date", dir: "desc" },
  }));
  const [sized, setSized] = useState(false);

  // The rows per page follow the window until the user picks a size.
  useEffect(() => {
    if (sized) return;
    const onResize = () => setState((s) => ({ ...s, pageSize: inboxPageSize(window.innerHeight) }));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [sized]);

  const onStateChange = (next: TableState) => {
    if (next.pageSize !== state.pageSize) setSized(true);
    savePage(storage(), next.page);
    setState(next);
  };
  const fitted = inboxPageSize(window.innerHeight);
  const pageSizes = [...new Set([fitted, state.pageSize, 10, 25, 50])].sort((a, b) => a - b).concat(ALL_ROWS);

  const exportCsv = () => {
    const searched = state.q.trim() !== "";
    const rows = searchRows(messages.data ?? [], state.q, messageSearchFields);
    downloadText(inboxCsv(rows), inboxFileName(new Date(), searched));
  };

  return (
    <ManageScreen
      title="Manage Inbox"
      description="Messages sent from the contact form, newest first."
      list={messages}
      table={{
        caption: "Messages",
        columns: messageColumns,
        searchFields: messageSearchFields,
        searchPlaceholder: "Search by name or id",
        rowKey: (m) => m.id,
        rowLabel: (m) => `message from ${m.name}`,
        empty: "No messages yet.",
        noMatch: "No messages match your search.",
        state,
        onStateChange,
        pageSizes,
        pageJump: { outOfRange: "reject" },
      }}
      headerActions={
        <Button variant="dark" onClick={exportCsv} disabled={!messages.data?.length}>
          <Download aria-hidden="true" />
          {state.q.trim() ? "Export search (CSV)" : "Export CSV"}
        </Button>
      }
      remove={{ message: "Are you sure you want to delete this message?", run: (m) => remove.mutateAsync(m.id) }}
    />
  );
}
