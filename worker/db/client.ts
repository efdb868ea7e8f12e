import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "./schema/index";

/**
 * The worker always talks to libSQL over HTTP (Hrana), locally as in production,
 * so there is one code path to trust. https://docs.turso.tech/sdk/ts/reference
 */
export function createDb(url: string, authToken?: string) {
  const client = createClient({ url, authToken });
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;
