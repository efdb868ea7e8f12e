import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/libsql/migrator";
import { createDb, type Db } from "../../worker/db/client";
import { startLibsqlServer } from "../../scripts/libsql-server/server";

/**
 * A fresh libSQL database with every migration applied, reached the way the worker reaches it:
 * @libsql/client/web over HTTP against the local Hrana endpoint.
 */
export async function createTestDb(): Promise<{ db: Db; url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "uday-db-"));
  const server = await startLibsqlServer({ file: join(dir, "test.db"), port: 0 });
  const db = createDb(server.url);
  await migrate(db, { migrationsFolder: join(import.meta.dirname, "../../migrations") });
  return {
    db,
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type { Db };
