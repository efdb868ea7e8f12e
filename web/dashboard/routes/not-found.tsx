import { Link } from "react-router-dom";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";

/**
 * An unknown /dashboard/… path, or a screen that failed to load: docs/product.md §2's routing-error text,
 * inside the dashboard layout so the sidebar still works.
 */
export function Component() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <title>Not found · UDAY Dashboard</title>
      <h1 className="text-2xl font-bold text-ink-900">Oops! Something went wrong. We can't find what you're looking for.</h1>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard()}>Back to the dashboard</Link>
      </Button>
    </section>
  );
}
