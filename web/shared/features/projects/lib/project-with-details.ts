import type { Project, ProjectDetails } from "@/shared/lib/contract";

export type { ProjectDetails };

/** A project and its `details` record (null when none were added): GET /api/projects/{uniId}/details. */
export type ProjectWithDetails = Project & { details: ProjectDetails | null };
