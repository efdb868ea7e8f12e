import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { cn } from "@/shared/lib/utils";
import { type PageJumpRule, resolvePageJump } from "./page-jump";
import { pageWindow } from "./page-window";
import { ALL_ROWS } from "./types";

type Props = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  jump: PageJumpRule;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Rows per page (with "All"), "Showing a–b of n", the docs/product.md §2 page window, and the page-number jump. */
export function Pagination({ page, pageCount, pageSize, total, pageSizes, jump, onPage, onPageSize }: Props) {
  const id = useId();
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  const go = (e: FormEvent) => {
    e.preventDefault();
    const result = resolvePageJump(target, pageCount, jump);
    if ("error" in result) return setError(result.error);
    setError(null);
    setTarget("");
    onPage(result.page);
  };

  return (
    <div className="flex flex-col gap-3 border-t border-border px-3 py-3 text-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <NativeSelect value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="h-9 w-24">
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s === ALL_ROWS ? "All" : s}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p aria-live="polite">
          Showing {first}–{last} of {total}
        </p>
      </div>
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" />
        </Button>
        {pageWindow(page, pageCount).map((item) =>
          typeof item === "number" ? (
            <Button
              key={item}
              size="sm"
              variant={item === page ? "default" : "ghost"}
              aria-current={item === page ? "page" : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onPage(item)}
              className={cn("min-w-9 px-2", item === page && "pointer-events-none")}
            >
              {item}
            </Button>
          ) : (
            <span key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </span>
          ),
        )}
        <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label="Next page">
          <ChevronRight aria-hidden="true" />
        </Button>
        <form onSubmit={go} className="ml-2 flex items-center gap-1" noValidate>
          <label htmlFor={`${id}-jump`} className="whitespace-nowrap">
            Go to page
          </label>
          <Input
            id={`${id}-jump`}
            inputMode="numeric"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-jump-error` : undefined}
            className="h-9 w-16"
          />
          <Button type="submit" size="sm" variant="ghost" className="border border-border">
            Go
          </Button>
        </form>
        {error && (
          <p id={`${id}-jump-error`} role="alert" className="w-full text-right text-destructive">
            {error}
          </p>
        )}
      </nav>
    </div>
  );
}
