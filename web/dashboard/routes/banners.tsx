import { FolderKanban } from "lucide-react";
import { Link } from "react-router-dom";
import { useNeedsTranslation } from "@/dashboard/components/bilingual/translation-status";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Button } from "@/shared/components/ui/button";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { useDeleteBanner } from "@/dashboard/features/banners/api/delete-banner";
import { useAdminBanners } from "@/dashboard/features/banners/api/get-admin-banners";
import { bannerLacksBengali, bannerTable } from "@/dashboard/features/banners/components/banner-columns";
import { BannerForm } from "@/dashboard/features/banners/components/banner-form";
import { BannerView } from "@/dashboard/features/banners/components/banner-view";
import { useAdminProjects } from "@/dashboard/features/projects/api/get-admin-projects";

/** Manage Banners (docs/product.md §2): /dashboard/banner and /dashboard/banner/banner-list. Banners are added from a project's row. */
export function Component() {
  const banners = useAdminBanners();
  const projects = useAdminProjects();
  const remove = useDeleteBanner();
  const projectOptions = projects.data ?? [];
  const translation = useNeedsTranslation(bannerLacksBengali);

  return (
    <ManageScreen
      title="Manage Banners"
      description="The home page slider: edit, preview or remove a banner. New banners are added from a project."
      list={banners}
      resource="banners"
      table={{
        ...bannerTable,
        toolbar: translation.toolbar,
        empty: translation.empty("No banners yet. Add one from a project with Go Project."),
      }}
      headerActions={
        <Button asChild variant="dark">
          <Link to={paths.dashboard(dashboardPatterns.projectsList)}>
            <FolderKanban aria-hidden="true" />
            Go Project
          </Link>
        </Button>
      }
      edit={{ title: "Edit Banner", render: (b) => <BannerForm banner={b} projects={projectOptions} /> }}
      view={{ title: "View Banner", render: (b) => <BannerView banner={b} /> }}
      remove={{ run: (b) => remove.mutateAsync(b.uniId) }}
      rowFilter={translation.rowFilter}
    />
  );
}
