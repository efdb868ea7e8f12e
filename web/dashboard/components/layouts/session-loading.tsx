import { Loader2 } from "lucide-react";

/** docs/product.md §2/§4: "a loading text shows during the auth check". */
export function SessionLoading({ text = "Checking your sign-in…" }: { text?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-800">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {text}
    </div>
  );
}
