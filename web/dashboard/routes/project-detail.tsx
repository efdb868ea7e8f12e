import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Building2, FilePlus2, FileText, HardHat, ListChecks, type LucideIcon, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Modal } from "@/dashboard/components/modal/modal";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import { childScreens, dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import type { ResourceName } from "@/shared/lib/contract";
import { paths } from "@/shared/config/paths";
import { useContactInformation } from "@/dashboard/features/contact-information/api/get-contact-information";
import { projectDetailsQuery } from "@/dashboard/features/projects/api/get-project-details";
import { ProjectDetailSkeleton, ProjectLoadError } from "@/shared/features/projects/components/detail/detail-states";
import { ProjectDetailsView } from "@/shared/views/project-details-view";
import { ProjectDetailsEditor } from "@/dashboard/features/projects/components/manage/project-details-editor";
import { ProjectForm } from "@/dashboard/features/projects/components/manage/project-form";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";

/** The icon of a project's screen's link (the registry's `screen`, contract/resources.ts); a resource without one shows ListChecks. */
const SCREEN_ICONS: Partial<Record<ResourceName, LucideIcon>> = { progress: HardHat };

type Open = { kind: "project" | "details"; open: boolean; seq: number };

/**
 * /dashboard/projects/projects/{uniId} (docs/product.md §2): one project as visitors will see it,
 * whatever its status, with Edit Project and Add/Edit Details at hand.
 */
export function Component() {
  const { uniId = "" } = useParams();
  const query = useQuery({ ...projectDetailsQuery(uniId), ...staffDefaultsForPublicQuery });
  // As on the public page: a project without its own number shows the company's hotline.
  const hotline = useContactInformation().data?.phone ?? "";
  const [modal, setModal] = useState<Open | null>(null);
  const show = (kind: Open["kind"]) => setModal((m) => ({ kind, open: true, seq: (m?.seq ?? 0) + 1 }));
  const back = (
    <Button asChild variant="ghost" className="border border-border">
      <Link to={paths.dashboard(dashboardPatterns.projectsList)}>
        <ArrowLeft aria-hidden="true" />
        All projects
      </Link>
    </Button>
  );

  if (query.isPending) return <ProjectDetailSkeleton />;
  if (query.isError) return <ProjectLoadError onRetry={() => void query.refetch()} />;
  const project = query.data;
  if (!project) {
    return (
      <>
        <PageHeader title="Project not found" description="No project has this id; it may have been deleted." actions={back} />
      </>
    );
  }
  const hasDetails = !!project.details;

  return (
    <>
      <PageHeader
        title={project.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={project.status} /> {project.category} · {project.uniId}
          </span>
        }
        actions={
          <>
            {back}
            <Button asChild variant="ghost" className="border border-border">
              <Link to={paths.dashboard(dashboardPatterns.projectUnits.replace(":uniId", project.uniId))}>
                <Building2 aria-hidden="true" />
                Units
              </Link>
            </Button>
            {childScreens("projects").map(({ name, label, pattern }) => {
              const Icon = SCREEN_ICONS[name] ?? ListChecks;
              return (
                <Button key={name} asChild variant="ghost" className="border border-border">
                  <Link to={paths.dashboard(pattern.replace(":uniId", project.uniId))}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              );
            })}
            <Button variant="ghost" className="border border-border" onClick={() => show("project")}>
              <Pencil aria-hidden="true" />
              Edit Project
            </Button>
            <Button onClick={() => show("details")}>
              {hasDetails ? <FileText aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />}
              {hasDetails ? "Edit Details" : "Add Details"}
            </Button>
          </>
        }
      />
      <div className="overflow-hidden rounded-xl border border-border bg-white">
        <ProjectDetailsView project={project} hotline={hotline} />
      </div>
      {modal && (
        <Modal
          key={modal.seq}
          open={modal.open}
          onOpenChange={(o) => (o ? undefined : setModal((m) => m && { ...m, open: false }))}
          title={modal.kind === "project" ? "Edit Project" : hasDetails ? "Edit Project Details" : "Add Project Details"}
        >
          {modal.kind === "project" ? <ProjectForm project={project} /> : <ProjectDetailsEditor projectUniId={project.uniId} />}
        </Modal>
      )}
    </>
  );
}
