import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ProjectImage } from "@/shared/components/project-image";
import { StatusBadge } from "@/dashboard/components/status-badge";
import { Button } from "@/shared/components/ui/button";
import type { Project } from "@/shared/lib/contract";
import { formatInDhaka } from "@/dashboard/lib/format-date";

/** The Project Details card (docs/product.md §2 modal, "View"): the project at a glance and a link to its full page. */
export function ProjectCard({ project, detailsHref }: { project: Project; detailsHref: string }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="aspect-video overflow-hidden rounded-lg bg-muted">
        <ProjectImage src={project.mainImage} alt="" sizes="(min-width: 640px) 32rem, 100vw" />
      </div>
      <div>
        <p className="text-xl font-bold text-ink-900">{project.name}</p>
        {project.title && <p className="mt-1 text-sm text-muted-foreground">{project.title}</p>}
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item term="Status">
          <StatusBadge status={project.status} />
        </Item>
        <Item term="Category">{project.category}</Item>
        <Item term="Location">{project.location}</Item>
        <Item term="Location code">{project.locationCode ?? "Not set"}</Item>
        <Item term="Uni Id">{project.uniId}</Item>
        <Item term="Details">{project.detail ? "Added" : "Not added yet"}</Item>
        <Item term="Banner">{project.banner ? "Banner Added" : "No banner"}</Item>
        <Item term="Updated">{formatInDhaka(project.updatedAt)}</Item>
      </dl>
      <div className="flex justify-end">
        <Button asChild variant="dark">
          <Link to={detailsHref}>
            Open project page
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}
