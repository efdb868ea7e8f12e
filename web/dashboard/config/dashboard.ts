/** docs/product.md §9 constants used by the staff dashboard. */
export const DASHBOARD = {
  /** "Logout delay after a self reset: 1500 ms". */
  selfResetSignOutMs: 1500,
  /** "Copy confirmation: 2 seconds" (the copied password's Copied state). */
  copyConfirmMs: 2000,
  /** "Dashboard list preview: 10 items". */
  overviewListSize: 10,
} as const;
