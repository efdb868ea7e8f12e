import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerSafe } from "../../worker/lib/header-safe";
import type { Mailer } from "../../worker/lib/outbox";
import { withSalesAddress } from "../helpers/mailer";
import { createTestApp, type TestApp } from "../helpers/app";
import { withAltcha } from "../helpers/proof";

type Mail = { from: string; to: string; subject: string; text: string };

// Issue 41 part 10: a visitor's text never reaches a mail header with a line break or control character.
describe("alert subjects are one header line", () => {
  let t: TestApp;
  const sent: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  beforeAll(async () => {
    t = await createTestApp({ mailer, mailFrom: "alerts@uday.example" });
    await withSalesAddress(t);
  });
  afterAll(() => t.close());

  it("turns control characters and line separators into single spaces", () => {
    expect(headerSafe("Karim\r\nBcc: victim@example.com")).toBe("Karim Bcc: victim@example.com");
    expect(headerSafe("a\u0000b\tc\u007fd\u0085e\u2028f\u2029g")).toBe("a b c d e f g");
    expect(headerSafe("  করিম  উদ্দিন \n")).toBe("করিম উদ্দিন");
  });

  it("sends a new lead's alert with the visitor's name on one subject line", async () => {
    const name = "Karim\r\nBcc: victim@example.com\r\n\r\nInjected";
    const res = await t.request("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.9" },
      body: JSON.stringify(await withAltcha(t.request, { name, email: "k@example.com", number: "01712345678", message: "Hello", fillMs: 5000 }, { "CF-Connecting-IP": "203.0.113.9" })),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    const [mail] = sent;
    expect(mail!.subject).toBe("New message from Karim Bcc: victim@example.com Injected");
    expect(mail!.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(mail!.to).toBe("sales@uday.example");
  });
});
