import { paths } from "@/shared/config/paths";

/**
 * Where to go after signing in: the dashboard page the user was sent away from (`?from=`), never
 * anywhere else — an attacker's link to /login?from=https://evil.example must not carry a fresh
 * session off-site.
 */
export function afterLogin(from: string | null | undefined): string {
  const home = paths.dashboard();
  if (!from || from.startsWith("//") || from.includes("\\")) return home;
  const target = from.split("#")[0] ?? "";
  return target === home || target.startsWith(`${home}/`) || target.startsWith(`${home}?`) ? target : home;
}
