import { describe, expect, it } from "vitest";
import { resolvePageJump } from "@/dashboard/components/data-table/page-jump";
import { BOM, csvCell, toCsv } from "@/dashboard/features/messages/lib/csv";
import { inboxCsv, inboxFileName } from "@/dashboard/features/messages/lib/inbox-csv";
import { INBOX_PAGE_KEY, inboxDate, inboxPageSize, readSavedPage, savePage } from "@/dashboard/features/messages/lib/inbox-rules";
import type { Message } from "@/shared/lib/contract";

describe("inbox rows per page (docs/product.md §9: floor((height - 200) / 60), at least 1)", () => {
  it("follows the window height", () => {
    expect(inboxPageSize(800)).toBe(10);
    expect(inboxPageSize(740)).toBe(9);
    expect(inboxPageSize(859)).toBe(10);
    expect(inboxPageSize(860)).toBe(11);
    expect(inboxPageSize(1440)).toBe(20);
  });

  it("is at least 1 on a tiny or unknown window", () => {
    expect(inboxPageSize(260)).toBe(1);
    expect(inboxPageSize(259)).toBe(1);
    expect(inboxPageSize(100)).toBe(1);
    expect(inboxPageSize(0)).toBe(1);
    expect(inboxPageSize(Number.NaN)).toBe(1);
  });
});

describe("inbox page jump (docs/product.md §5: whole numbers from 1 to the page count only)", () => {
  const rule = { outOfRange: "reject" } as const;
  it("accepts a page in range", () => {
    expect(resolvePageJump("1", 4, rule)).toEqual({ page: 1 });
    expect(resolvePageJump("4", 4, rule)).toEqual({ page: 4 });
  });
  it("refuses pages outside 1..total and anything not a whole number", () => {
    for (const input of ["0", "5", "-1", "2.5", "abc", ""]) expect(resolvePageJump(input, 4, rule)).toHaveProperty("error");
    expect(resolvePageJump("5", 4, rule)).toEqual({ error: "Enter a page from 1 to 4." });
  });
});

describe("the inbox's saved page (session storage)", () => {
  const storage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };
  it("reads back what was saved", () => {
    const s = storage();
    savePage(s, 3);
    expect(s.data.get(INBOX_PAGE_KEY)).toBe("3");
    expect(readSavedPage(s)).toBe(3);
  });
  it("starts at page 1 when nothing sensible is saved or storage is unavailable", () => {
    const s = storage();
    expect(readSavedPage(s)).toBe(1);
    for (const bad of ["0", "-2", "abc", "2.5", "99999999999999999999"]) {
      s.data.set(INBOX_PAGE_KEY, bad);
      expect(readSavedPage(s)).toBe(1);
    }
    expect(readSavedPage(null)).toBe(1);
    const throwing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(readSavedPage(throwing)).toBe(1);
    expect(() => savePage(throwing, 2)).not.toThrow();
  });
});

describe("inbox dates (docs/product.md §2: Asia/Dhaka, en-BD)", () => {
  it("shows the time in Dhaka whatever the machine's zone", () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    const text = inboxDate("2026-03-04T18:30:00.000Z");
    // en-BD reads "5 Mar 2026, 12:30 am"; an ICU without en-BD falls back to English ("Mar 5, 2026, 12:30 AM").
    expect(text).toMatch(/\b5\b/);
    expect(text).toMatch(/Mar/);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/12:30/);
  });
  it("is empty for an unreadable date", () => {
    expect(inboxDate("not a date")).toBe("");
  });
});

describe("CSV export", () => {
  it("starts with a UTF-8 byte-order mark and ends rows with CRLF", () => {
    const csv = toCsv([["a", "b"], ["c", "d"]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}"a","b"\r\n"c","d"\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("quotes every field and doubles inner quotes, so commas and line breaks stay in their cell", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const formula of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("keeps Bengali text intact", () => {
    const csv = toCsv([["আমি একটি ফ্ল্যাট কিনতে চাই"]]);
    const bytes = new TextEncoder().encode(csv);
    expect(new TextDecoder("utf-8").decode(bytes)).toContain("আমি একটি ফ্ল্যাট কিনতে চাই");
  });

  const noLand = { landArea: null, landAddress: null, landSize: null, landUnit: null, landSizeSft: null, roadWidthFt: null, ownership: null } as const;

  it("exports the inbox's columns with Dhaka dates, then each lead's kind, project by name, status, owner, follow-up and visit in words, land and site", () => {
    const lead = { kind: "visit", projectUniId: "PRJ-0017", projectName: "UDAY Shapla", status: "contacted", ownerId: 3, followUpAt: "2026-03-06", visitDate: "2026-11-30", visitSlot: "morning", language: "bn" } as const;
    const m: Message = { id: 7, name: "রহিম", number: "01711000000", email: "r@example.com", message: "দাম কত?", ...lead, ...noLand, createdAt: "2026-03-04T18:30:00.000Z" };
    const lines = inboxCsv([m], (id) => (id === 3 ? "Karim" : "")).slice(1).split("\r\n");
    expect(lines[0]).toBe('"Name","Number","Email","Message","Date","Kind","Project","Status","Owner","Follow-up","Visit","Land","Site"');
    expect(lines[1]).toBe(
      `"রহিম","01711000000","r@example.com","দাম কত?","${inboxDate(m.createdAt)}","Site visit request","UDAY Shapla","Contacted","Karim","6 Mar 2026","30 Nov 2026, morning","","Bengali site"`,
    );
    expect(lines[2]).toBe("");
    // A project since removed keeps its id.
    expect(inboxCsv([{ ...m, projectName: null }]).split("\r\n")[1]).toContain('"Site visit request","PRJ-0017",');
  });

  it("exports a landowner's land in one cell: area, address, size with its square feet, road and ownership", () => {
    const m: Message = {
      id: 8,
      name: "Karim",
      number: "01711000000",
      email: "",
      message: "Inherited",
      kind: "landowner",
      projectUniId: null,
      projectName: null,
      language: null,
      status: "new",
      ownerId: null,
      followUpAt: null,
      visitDate: null,
      visitSlot: null,
      ...noLand,
      landArea: "Mirpur",
      landAddress: "Road 5",
      landSize: 5,
      landUnit: "katha",
      landSizeSft: 3600,
      roadWidthFt: 30,
      ownership: "joint",
      createdAt: "2026-03-04T18:30:00.000Z",
    };
    expect(inboxCsv([m]).split("\r\n")[1]).toMatch(/,"Mirpur, Road 5 · 5 katha \(3,600 sft\) · road 30 ft · joint \/ inherited",""$/);
  });

  it("names the file by the day in Dhaka, and marks a search export", () => {
    expect(inboxFileName(new Date("2026-03-04T18:30:00Z"), false)).toBe("inbox-2026-03-05.csv");
    expect(inboxFileName(new Date("2026-03-04T10:00:00Z"), true)).toBe("inbox-search-2026-03-04.csv");
  });
});
