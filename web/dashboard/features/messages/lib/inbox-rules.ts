/** docs/product.md §2 "Inbox" and §9: rows per page follow the window's height, at least 1. */
export function inboxPageSize(windowHeight: number): number {
  const rows = Math.floor((windowHeight - 200) / 60);
  return Number.isFinite(rows) && rows >= 1 ? rows : 1;
}

/** docs/product.md §2: the inbox's page number is kept in session storage for the tab's life. */
export const INBOX_PAGE_KEY = "inbox-page";

type PageStorage = Pick<Storage, "getItem" | "setItem">;

/** The saved page, or 1 when nothing (or nothing sensible) is saved; storage may be unavailable. */
export function readSavedPage(storage: PageStorage | null | undefined): number {
  try {
    const raw = storage?.getItem(INBOX_PAGE_KEY) ?? "";
    return /^\d+$/.test(raw) && Number(raw) >= 1 && Number.isSafeInteger(Number(raw)) ? Number(raw) : 1;
  } catch {
    return 1;
  }
}

export function savePage(storage: PageStorage | null | undefined, page: number) {
  try {
    storage?.setItem(INBOX_PAGE_KEY, String(page));
  } catch {
    // Private mode or a full quota: the page is simply not remembered.
  }
}

/** docs/product.md §2: inbox dates in the Dhaka time zone, en-BD format ("22 Nov 2026, 6:05 pm"). */
const dhaka = new Intl.DateTimeFormat("en-BD", { timeZone: "Asia/Dhaka", dateStyle: "medium", timeStyle: "short" });

export function inboxDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dhaka.format(d);
}
