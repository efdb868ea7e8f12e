import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser, openPage, type TestPage } from "./browser";
import { type ContactRecord, contactRecord } from "./contact-record";
import { signIn } from "./staff";

afterAll(closeBrowser);

/**
 * One source for the company's details (docs/product.md §2): a change to the contact record through the API
 * reaches the top bar, footer, contact strip, chat button and contact page. The record is put back after.
 */
describe("the company's contact record feeds every place that shows it", () => {
  let staff: TestPage;
  let visitor: TestPage;
  let before: ContactRecord;
  const origin = () => new URL(staff.url("/")).origin;

  const patch = async (fields: Record<string, string>) => {
    const res = await staff.context.request.patch(staff.url("/api/contactInformation"), { multipart: fields, headers: { Origin: origin() } });
    expect(res.status()).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    before = await contactRecord();
    staff = await openPage("desktop");
    await signIn(staff, "admin");
    await patch({
      phone: "02-9881234",
      phones: "+1 415 555 0100\n01911-223344",
      address: "Level 9, Gulshan Tower, Dhaka 1212",
      email: "hello@uday-e2e.example",
      whatsapp: "+44 20 7946 0958",
      businesses: "UDAY E2E Holdings\nUDAY E2E Interiors",
    });
    visitor = await openPage("desktop");
  });
  afterAll(async () => {
    await patch({
      phone: before.phone,
      phones: before.phones.join("\n"),
      address: before.address,
      email: before.email,
      whatsapp: before.whatsapp,
      businesses: before.businesses.join("\n"),
    });
    await staff.context.close();
    await visitor.context.close();
  });

  it("stores the new numbers in E.164", async () => {
    const now = await contactRecord();
    expect(now).toMatchObject({ phone: "+88029881234", phones: ["+14155550100", "+8801911223344"], whatsapp: "+442079460958" });
  });

  it("shows the new hotline in the top bar and the contact strip, the footer's phones, address and businesses, and the chat link", async () => {
    const { page } = visitor;
    await page.goto(visitor.url("/"));
    await page.getByTestId("call-us").getByText("02-9881234").waitFor();
    const cards = page.getByTestId("coffee-cards").getByRole("link");
    await cards.first().getByText("02-9881234").waitFor();
    expect(await cards.first().getAttribute("href")).toBe("tel:+88029881234");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Level 9, Gulshan Tower, Dhaka 1212").waitFor();
    const phones = footer.getByRole("list", { name: "Phone numbers" }).getByRole("link");
    expect(await phones.allInnerTexts()).toEqual(["+14155550100", "01911223344"]);
    expect(await phones.first().getAttribute("href")).toBe("tel:+14155550100");
    for (const b of ["UDAY E2E Holdings", "UDAY E2E Interiors"]) await footer.getByText(b, { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Chat with UDAY on WhatsApp" }).getAttribute("href")).toBe("https://wa.me/442079460958");
  });

  it("shows the new details on the contact page and the businesses on the About page", async () => {
    const { page } = visitor;
    await page.goto(visitor.url("/contact"));
    const main = page.locator("main");
    await main.getByText("hello@uday-e2e.example").waitFor();
    expect(await main.getByRole("link", { name: "02-9881234", exact: true }).getAttribute("href")).toBe("tel:+88029881234");
    await main.getByText("Level 9, Gulshan Tower, Dhaka 1212").waitFor();
    await page.goto(visitor.url("/about"));
    await page.getByTestId("about-businesses").getByText("UDAY E2E Holdings").waitFor();
    expect(visitor.errors).toEqual([]);
  });

  it("redirects a public path typed with the wrong capitals to its canonical path", async () => {
    await visitor.page.goto(visitor.url("/News-Event"));
    await visitor.page.waitForURL((u) => u.pathname === "/news-event");
    expect(await visitor.page.getByTestId("static-banner").locator("h1").innerText()).toBe("News & Event");
  });
});
