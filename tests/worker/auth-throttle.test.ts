import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../worker/db/schema/index";
import { LOGIN_IP_RULE, MESSAGE_BURST_RULE } from "../../worker/lib/throttle";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";
import { createUser } from "../helpers/auth";

/** Sign-in and contact limits hold when the attempts arrive all at once. */
describe("throttling under concurrency", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A public form's post proves its work (issue 43): every post here carries a solved challenge.
  const post = async (path: string, body: unknown, ip: string) =>
    t.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(path === "/api/messages" ? await withAltcha(t.request, body, { "CF-Connecting-IP": ip }) : body),
    });
  const counts = (statuses: number[]) => statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});

  it("evaluates at most 5 of 20 parallel wrong passwords for one username from one IP, and answers the rest 429", async () => {
    await createUser(t, "Manager", { username: "parallel" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/auth/login", { username: "parallel", password: "Wrong!pass1" }, "10.20.0.1")),
    );
    expect(counts(answers.map((r) => r.status))).toEqual({ 401: 5, 429: 15 });
    expect(answers.find((r) => r.status === 429)!.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  });

  it("caps parallel guesses per IP across usernames too", async () => {
    const answers = await Promise.all(
      Array.from({ length: LOGIN_IP_RULE.max + 10 }, (_, i) => post("/api/auth/login", { username: `ghost${i}`, password: "x" }, "10.20.0.2")),
    );
    expect(counts(answers.map((r) => r.status))).toEqual({ 401: LOGIN_IP_RULE.max, 429: 10 });
  });

  // One sender may post MESSAGE_BURST_RULE.max (12) a minute: a busy office or a carrier's shared address (issue 42).
  const burst = MESSAGE_BURST_RULE.max;
  it("counts every IPv6 address of one /64 as one sender: 20 contact messages from 20 addresses store 12", async () => {
    const marker = `ipv6-${Date.now()}`;
    const message = { name: "Visitor", email: "v@example.com", number: "01711000000", message: marker };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post("/api/messages", message, `2001:db8:20:3:${(i + 1).toString(16)}::1`)));
    expect(counts(answers.map((r) => r.status))).toEqual({ 201: burst, 429: 20 - burst });
    // Another /64 is another sender.
    expect((await post("/api/messages", message, "2001:db8:20:4::1")).status).toBe(201);
  });

  it("stores exactly 12 of 20 parallel contact messages from one IP", async () => {
    const marker = `parallel-${Date.now()}`;
    const message = { name: "Visitor", email: "v@example.com", number: "01711000000", message: marker };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/messages", message, "10.20.0.3")));
    expect(counts(answers.map((r) => r.status))).toEqual({ 201: burst, 429: 20 - burst });
    const stored = (await t.db.select().from(messages)).filter((m) => m.message === marker);
    expect(stored).toHaveLength(burst);
  });
});
