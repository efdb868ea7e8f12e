import { formatNumber } from "@/shared/lib/contract";

/**
 * Money and counts on staff screens, written as the dashboard writes numbers (en-US grouping through
 * the contract's formatNumber; docs/decisions.md "Money in whole taka"): "Tk 1,234,500", "1,250".
 */
export const formatTaka = (amount: number) => `Tk ${formatNumber(amount, "en", 0)}`;

export const formatCount = (n: number) => formatNumber(n, "en", 0);
