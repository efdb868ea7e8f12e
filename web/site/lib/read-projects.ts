import { publicReadPath, type Project } from "@/shared/lib/contract";

/** The public project list's API path: what home's tabs and map and the /projects listing read. */
export const PROJECTS_PATH = publicReadPath({ read: "projects", params: {} });

/** Every public project from the API; rejects when the read fails (offline, an error). */
export function readProjects(): Promise<Project[]> {
  return fetch(PROJECTS_PATH, { headers: { Accept: "application/json" } }).then((res) =>
    res.ok ? (res.json() as Promise<Project[]>) : Promise.reject(new Error(`${PROJECTS_PATH}: ${res.status}`)),
  );
}
