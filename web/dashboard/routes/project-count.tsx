import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { LoadingBars } from "@/dashboard/components/loading-bars";
import { Button } from "@/shared/components/ui/button";
import { totalCountQuery } from "@/dashboard/features/total-count/api/get-total-count";
import { TotalCountForm } from "@/dashboard/features/total-count/components/total-count-form";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";

/** /dashboard/projects/project-count: the Total Count form ("Project Count", docs/product.md §2, §7). */
export function Component() {
  const query = useQuery({ ...totalCountQuery(), ...staffDefaultsForPublicQuery });
  return (
    <>
      <PageHeader title="Project Count" description="The company figures shown on the home page: projects and flats planned, handed over and under construction." />
      {query.isPending && <LoadingBars heights={["h-20", "h-20", "h-20"]} className="flex max-w-3xl flex-col gap-4" />}
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-medium text-destructive">{query.error.message}</p>
          <Button variant="ghost" className="border border-border" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.data && <TotalCountForm key={query.dataUpdatedAt} counts={query.data} />}
    </>
  );
}
