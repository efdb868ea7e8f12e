import { Hono } from "hono";
import type { AppEnv } from "../env";
import { newChallenge } from "../lib/proof-of-work";
import { endpoint } from "../middleware/endpoint";

/**
 * GET /challenge: a public form's proof-of-work challenge (issue 43, lib/proof-of-work.ts), solved by the
 * browser while the visitor types and sent back as `altcha` with POST /messages. Never cached: each is
 * fresh, single-use, and harder for an address that has posted often.
 */
export const challenge = new Hono<AppEnv>().get(
  "/",
  endpoint({
    summary: "A public form's proof-of-work challenge (ALTCHA, PBKDF2/SHA-256, signed; harder for an address that posts often); never cached",
    access: "public",
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await newChallenge(c));
  },
);
