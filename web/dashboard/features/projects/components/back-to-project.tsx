import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { Button } from "@/shared/components/ui/button";
import { paths } from "@/shared/config/paths";

/** The header link of a screen one per project (its Units, its Progress) back to the project's screen. */
export function BackToProject({ uniId }: { uniId: string }) {
  return (
    <Button asChild variant="ghost" className="border border-border">
      <Link to={paths.dashboard(dashboardPatterns.projectDetail.replace(":uniId", uniId))}>
        <ArrowLeft aria-hidden="true" />
        Back to project
      </Link>
    </Button>
  );
}
