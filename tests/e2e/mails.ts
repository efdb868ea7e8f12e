import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The text of every e-mail `wrangler dev` has written so far (README, "Mail"): in the project's
 * .wrangler/tmp/email, and in each Miniflare instance's own temporary folder (another test's worker
 * stopping may clear the project's folder).
 */
export function sentMails(): string[] {
  const roots = [join(import.meta.dirname, "../../.wrangler/tmp/email"), ...readdirSync(tmpdir()).filter((n) => n.startsWith("miniflare-")).map((n) => join(tmpdir(), n, "email"))];
  const texts: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".txt")) texts.push(readFileSync(path, "utf8"));
    }
  };
  for (const root of roots) walk(root);
  return texts;
}
