import { ShieldAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";

/** Shown instead of a screen the user's designation does not include (docs/product.md §6 table). */
export function AccessDenied({ designation }: { designation: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <title>Access denied · UDAY Dashboard</title>
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink-900">Access denied</h1>
      <p className="mt-2 text-muted-foreground">
        Your designation{designation ? ` (${designation})` : ""} does not include this screen. If you need it, ask a Super-Admin.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard()}>Back to the dashboard</Link>
      </Button>
    </section>
  );
}
