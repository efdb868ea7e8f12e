/**
 * `npm run user:create`: adds one staff user to the database at LIBSQL_URL — how production gets
 * its first Super-Admin. USERNAME, PASSWORD (8+ characters, upper, lower, digit, special; not a
 * common password nor containing the username or name, as the API refuses: worker/lib/password-rule.ts),
 * DESIGNATION (default Super-Admin), NAME, EMAIL and PHONE come from the environment.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { users } from "../worker/db/schema/index";
import { passwordProblem } from "../worker/lib/password-rule";
import { hashPassword } from "../worker/lib/passwords";

const env = process.env;
const missing = ["LIBSQL_URL", "USERNAME", "PASSWORD", "EMAIL"].filter((k) => !env[k]);
if (missing.length) {
  console.error(`Set ${missing.join(", ")} (and optionally DESIGNATION, NAME, PHONE, LIBSQL_AUTH_TOKEN).`);
  process.exit(1);
}
const password = env.PASSWORD!;
if (password.length < 8 || !/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
  console.error("PASSWORD needs at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.");
  process.exit(1);
}
const problem = await passwordProblem(password, [env.USERNAME!, env.NAME ?? env.USERNAME!]);
if (problem) {
  console.error(`PASSWORD: ${problem}`);
  process.exit(1);
}
const client = createClient({ url: env.LIBSQL_URL!, authToken: env.LIBSQL_AUTH_TOKEN });
const db = drizzle(client);
const [row] = await db
  .insert(users)
  .values({
    name: env.NAME ?? env.USERNAME!,
    username: env.USERNAME!,
    email: env.EMAIL!,
    employeeId: env.EMPLOYEE_ID ?? "ADMIN-1",
    department: env.DEPARTMENT ?? "Management",
    designation: env.DESIGNATION ?? "Super-Admin",
    phone: env.PHONE ?? "",
    passwordHash: await hashPassword(password),
  })
  .returning({ id: users.id, username: users.username, designation: users.designation });
client.close();
console.log(`created user #${row!.id} ${row!.username} (${row!.designation})`);
