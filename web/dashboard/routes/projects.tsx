import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNeedsTranslation } from "@/dashboard/components/bilingual/translation-status";
import { ALL_ROWS, DEFAULT_TABLE_STATE, type TableState } from "@/dashboard/components/data-table/types";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import { BannerForm } from "@/dashboard/features/banners/components/banner-form";
import { adminProjectsQuery } from "@/dashboard/features/projects/api/get-admin-projects";
import { adminProjectsPageQuery } from "@/dashboard/features/projects/api/get-admin-projects-page";
import { useDeleteProject } from "@/dashboard/features/projects/api/delete-project";
import { ProjectCard } from "@/dashboard/features/projects/components/manage/project-card";
import { projectColumns, projectLacksBengali } from "@/dashboard/features/projects/components/manage/project-columns";
import { ProjectDetailsEditor } from "@/dashboard/features/projects/components/manage/project-details-editor";
import { ProjectForm } from "@/dashboard/features/projects/components/manage/project-form";
import type { Project } from "@/shared/lib/contract";
import { useDebouncedValue } from "./lib/use-debounced-value";

type Extra = { kind: "create" | "details" | "banner"; project: Project | null; open: boolean; seq: number };

const detailPage = (uniId: string) => paths.dashboard(dashboardPatterns.projectDetail.replace(":uniId", encodeURIComponent(uniId)));

/**
 * Manage Projects (docs/product.md §2): /dashboard/projects and /dashboard/projects/projects-list.
 * The table pages and searches on the server (name, uniId, category; docs/decisions.md); "All" loads
 * the whole list and searches it here. Create Project, Add/Edit Project Details and Create Banner are
 * this page's own modals; Edit, View (the Project Details card) and Delete come with ManageScreen.
 * "Needs translation" loads the whole list and keeps the projects with a Bengali twin missing.
 */
export function Component() {
  const [table, setTable] = useState<TableState>(DEFAULT_TABLE_STATE);
  const q = useDebouncedValue(table.q.trim(), 250);
  const translation = useNeedsTranslation(projectLacksBengali);
  // "Needs translation" filters the whole list here: the server pages without knowing of twins.
  const everything = table.pageSize === ALL_ROWS || translation.only;
  const pageOptions = adminProjectsPageQuery({ page: table.page, pageSize: everything ? 10 : table.pageSize, q });
  // One request, two views of its answer: the page (for the total) and its rows (for the screen).
  const page = useQuery({ ...pageOptions, enabled: !everything });
  const pageRows = useQuery({ ...pageOptions, enabled: !everything, select: (p) => p.items });
  const all = useQuery({ ...adminProjectsQuery(), enabled: everything });
  const list = everything ? all : pageRows;
  const remove = useDeleteProject();

  const [extra, setExtra] = useState<Extra | null>(null);
  const show = (kind: Extra["kind"], project: Project | null = null) => setExtra((m) => ({ kind, project, open: true, seq: (m?.seq ?? 0) + 1 }));
  const hide = () => setExtra((m) => m && { ...m, open: false });

  // A delete that empties the last page moves back to the page that now is the last, adjusted while
  // rendering (react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const total = page.data?.total;
  const last = total === undefined ? undefined : Math.max(1, Math.ceil(total / table.pageSize));
  if (!everything && last !== undefined && table.page > last) setTable((s) => ({ ...s, page: last }));

  const projects = (list.data ?? []).map((p) => ({ uniId: p.uniId, name: p.name }));
  const title = extra && (extra.kind === "create" ? "Create Project" : extra.kind === "banner" ? "Create Banner" : extra.project?.detail ? "Edit Project Details" : "Add Project Details");

  return (
    <>
      <ManageScreen
        title="Manage Projects"
        description="Every project whatever its status: add details and a home-page banner from its row."
        list={list}
        table={{
          caption: "Projects",
          columns: projectColumns({ onDetails: (p) => show("details", p), onBanner: (p) => show("banner", p) }),
          searchFields: (p) => [p.name, p.title, p.status, p.uniId, p.category],
          searchPlaceholder: "Search by name, id or category",
          rowKey: (p) => p.uniId,
          rowLabel: (p) => p.name,
          state: table,
          onStateChange: setTable,
          server: everything || page.data === undefined ? undefined : { total: page.data.total },
          toolbar: translation.toolbar,
          empty: translation.empty(
            <div className="flex flex-col items-center gap-3 py-4">
              <p className="text-base font-semibold text-ink-900">No Projects Available</p>
              <Button onClick={() => show("create")}>
                <Plus aria-hidden="true" />
                Add Project
              </Button>
            </div>,
          ),
          noMatch: "No projects match your search.",
        }}
        headerActions={
          <Button onClick={() => show("create")}>
            <Plus aria-hidden="true" />
            Create Project
          </Button>
        }
        edit={{ title: "Edit Project", render: (p) => <ProjectForm project={p} /> }}
        view={{ title: "Project Details", render: (p) => <ProjectCard project={p} detailsHref={detailPage(p.uniId)} /> }}
        remove={{ message: "Are you sure you want to delete?", run: (p) => remove.mutateAsync(p.uniId) }}
        rowFilter={translation.rowFilter}
      />
      {extra && title && (
        <Modal key={extra.seq} open={extra.open} onOpenChange={(o) => (o ? undefined : hide())} title={title}>
          {extra.kind === "create" && <ProjectForm />}
          {extra.kind === "details" && extra.project && <ProjectDetailsEditor projectUniId={extra.project.uniId} />}
          {extra.kind === "banner" && extra.project && <BannerForm projects={projects} projectUniId={extra.project.uniId} />}
        </Modal>
      )}
    </>
  );
}
