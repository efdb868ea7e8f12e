import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCap, MAX_JSON_BYTES } from "../../worker/storage/upload-rules";
import { createTestApp, ORIGIN, type TestApp } from "../helpers/app";
import { signedIn } from "../helpers/auth";

const MB = 1024 * 1024;
const CHUNK = 16 * 1024;
const BOUNDARY = "----uday-test-boundary";

/**
 * A chunked upload of `total` bytes (no Content-Length) that counts what the server pulls from it:
 * a multipart form whose one file part is as large as asked.
 */
function countedUpload(total: number) {
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mainImage"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? head : new Uint8Array(Math.min(CHUNK, total - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

describe("request bodies are read only when allowed, and only up to the route's cap", () => {
  let t: TestApp;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, "Manager")).cookie;
    admin = (await signedIn(t, "Admin")).cookie;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    t.app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        body,
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
        duplex: "half",
      } as RequestInit),
    );

  it("answers an anonymous 90 MB chunked upload 401 after reading at most a few KB, on every upload route", async () => {
    const routes: Array<[string, string]> = [
      ["POST", "/api/projects/add"], ["POST", "/api/banner/add"], ["POST", "/api/project-details"],
      ["POST", "/api/auth/register"], ["PATCH", "/api/users/1/reset-password"], ["POST", "/api/blog/add"],
      ["POST", "/api/cnb-details/add"], ["PATCH", "/api/dashboards/update-menu/pro001"],
    ];
    for (const [method, path] of routes) {
      const upload = countedUpload(90 * MB);
      const res = await send(method, path, upload.body);
      expect([path, res.status]).toEqual([path, 401]);
      expect(upload.pulled()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("answers an upload from a signed-in user without the permission 403 after reading at most a few KB", async () => {
    for (const path of ["/api/auth/register", "/api/dashboards/add-menu"]) {
      const upload = countedUpload(90 * MB);
      const res = await send("POST", path, upload.body, { Cookie: manager });
      expect([path, res.status]).toEqual([path, 403]);
      expect(upload.pulled()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("refuses a declared Content-Length over the route's cap at once with 413", async () => {
    const upload = countedUpload(20 * MB);
    const res = await send("POST", "/api/projects/add", upload.body, { Cookie: admin, "Content-Length": String(50 * MB) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("The request is too large.");
    expect(upload.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("cuts a chunked upload off at the route's cap with 413, without reading the rest", async () => {
    const cap = formCap([{ name: "mainImage", folder: "projectImages", rule: { kinds: ["image"], maxBytes: 5 * MB, label: "" }, multiple: false }]);
    const upload = countedUpload(60 * MB);
    const res = await send("POST", "/api/projects/add", upload.body, { Cookie: admin });
    expect(res.status).toBe(413);
    expect(upload.pulled()).toBeLessThanOrEqual(cap + 4 * CHUNK);
  });

  it("caps JSON bodies at 64 KB while streaming too", async () => {
    const upload = countedUpload(5 * MB);
    const res = await send("POST", "/api/auth/login", upload.body, { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(upload.pulled()).toBeLessThanOrEqual(MAX_JSON_BYTES + 4 * CHUNK);
  });

  it("still accepts a normal upload under the cap", async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ name: "Capped", title: "t", status: "approved", category: "Ready Apartment", location: "Uttara" })) fd.append(k, v);
    const res = await t.request("/api/projects/add", { method: "POST", headers: { Cookie: admin }, body: fd });
    expect(res.status).toBe(201);
  });
});
