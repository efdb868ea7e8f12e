/**
 * Applies migrations/ to the libSQL database at LIBSQL_URL (Turso in production:
 * `LIBSQL_URL=libsql://… LIBSQL_AUTH_TOKEN=… npm run db:migrate`).
 */
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));

export async function migrateDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.LIBSQL_URL;
  if (!url) {
    console.error("Set LIBSQL_URL (and LIBSQL_AUTH_TOKEN for Turso) to the database to migrate.");
    process.exit(1);
  }
  await migrateDatabase(url, process.env.LIBSQL_AUTH_TOKEN);
  console.log(`migrations applied to ${url.replace(/\?.*$/, "")}`);
}
