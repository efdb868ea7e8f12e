import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, throttleEvents } from "../../worker/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

describe("messages against hostile input", () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    await t.db.insert(messages).values({ name: "Kept", email: "k@example.com", number: "01712345678", message: "Stay" });
  });
  afterAll(() => t.close());

  const good = { name: "Rahim", email: "rahim@example.com", number: "01712345678", message: "Hello" };
  const post = (body: string, headers: Record<string, string> = {}) =>
    t.request("/api/messages", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  /** Each attempt fails and leaves the messages and the throttle counters as they were. */
  const unchanged = async (attempt: () => Response | Promise<Response>, status: number) => {
    const snapshot = async () => ({ rows: await t.db.select().from(messages), events: await t.db.select().from(throttleEvents) });
    const before = await snapshot();
    const res = await attempt();
    expect(res.status).toBe(status);
    expect(await snapshot()).toEqual(before);
    return (await res.json()) as { error: { message: string; issues?: Record<string, string[]> } };
  };

  it("refuses malformed JSON, a JSON array and a non-JSON body", async () => {
    await unchanged(() => post('{"name": "Rahim",'), 400);
    await unchanged(() => post(JSON.stringify([good])), 422);
    await unchanged(() => post("name=Rahim", { "Content-Type": "application/x-www-form-urlencoded" }), 415);
  });

  it("refuses wrong types and unknown fields such as id and createdAt", async () => {
    await unchanged(() => post(JSON.stringify({ ...good, number: 1712345678 })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, message: { $gt: "" } })), 422);
    const body = await unchanged(() => post(JSON.stringify({ ...good, id: 1, createdAt: "2000-01-01" })), 422);
    expect(body.error.issues!._![0]).toMatch(/Unknown field/);
  });

  it("caps lengths: name, message, email, number and the honeypot itself", async () => {
    await unchanged(() => post(JSON.stringify({ ...good, name: "n".repeat(101) })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, message: "m".repeat(5001) })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, email: `${"e".repeat(250)}@example.com` })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, number: "0".repeat(5000) })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, website: "w".repeat(501) })), 422);
    await unchanged(() => post(JSON.stringify({ ...good, message: "x".repeat(70_000) })), 413);
  });

  it("refuses a malformed phone number (a foreign one without its + and country code) and whitespace-only fields", async () => {
    await unchanged(() => post(JSON.stringify({ ...good, number: "202 555 0100" })), 422);
    const body = await unchanged(() => post(JSON.stringify({ name: "  ", email: " ", number: " ", message: "\n" })), 422);
    expect(body.error.issues!.number).toEqual([" phone Number is required"]);
  });

  it("refuses a cross-site post", async () => {
    await unchanged(() => post(JSON.stringify(good), { Origin: "https://evil.example" }), 403);
  });

  it("answers 404 to deleting ids that do not exist or are not ids", async () => {
    const del = (id: string) => t.request(`/api/messages/${id}/delete`, { method: "DELETE", headers: { Cookie: manager } });
    await unchanged(() => del("999999"), 404);
    await unchanged(() => del("1%20OR%201%3D1"), 404);
    await unchanged(() => del("-1"), 404);
  });
});
