/** docs/product.md §9 constants used by the staff dashboard. */
export const DASHBOARD = {
  /** "Logout delay after a self reset: 1500 ms". */
  selfResetSignOutMs: 1500,
  /** "Dashboard list preview: 10 items". */
  overviewListSize: 10,
} as const;
