import { useCreateCoverage } from "@/dashboard/features/coverage/api/create-coverage";
import { useDeleteCoverage } from "@/dashboard/features/coverage/api/delete-coverage";
import { useAdminCoverage } from "@/dashboard/features/coverage/api/get-admin-coverage";
import { useUpdateCoverage } from "@/dashboard/features/coverage/api/update-coverage";
import { ContentScreen } from "./content-screen";

/** Manage Coverages (docs/product.md §2): /dashboard/coverage, menu cov003. */
export function Component() {
  return (
    <ContentScreen
      type="coverage"
      title="Manage Coverages"
      addLabel="Add Coverage"
      noun="Coverage"
      loadError="Failed to fetch admin coverage"
      list={useAdminCoverage()}
      create={useCreateCoverage()}
      update={useUpdateCoverage()}
      remove={useDeleteCoverage()}
      empty="No coverage yet. Add the first press mention with Add Coverage."
      noMatch="No coverage matches your search."
    />
  );
}
