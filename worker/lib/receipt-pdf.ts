import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import { amountInWords, takaFigures } from "../contract/amount-in-words";
import { lineName } from "../contract/booking-reminders";
import type { LineKind, Payment } from "../contract/bookings";
import { localDigits, type SiteLanguage } from "../contract/language";
import { formatDate } from "../contract/local-formats";
import { drawLine, embedFace, type Family, type TextStyle, widthOf, wrap } from "./pdf-text";
import { RECEIPT_FONTS } from "./receipt-fonts";

/**
 * A payment's money receipt as a PDF (issue 46 item 2; docs/product.md §11 "Receipts"), in English or
 * Bengali, with the site's Noto Sans Bengali embedded (subset) so that any reader shows it and reads its
 * text back. Built with pdf-lib, which runs in workerd (docs/decisions.md "Receipt PDFs: fonts and shaping").
 */
export type ReceiptFacts = Pick<Payment, "receiptNo" | "kind" | "paidAt" | "amount" | "mode" | "reference"> & {
  /** The receipt a reversal undoes. */
  reverses: string | null;
  company: { name: string; address: string; phone: string };
  buyers: string[];
  project: string;
  flat: string;
  /** The schedule lines it was allocated to, and how much on each (negative for a reversal). */
  lines: { kind: LineKind; label: string; amount: number }[];
};

const WORDS = {
  en: {
    title: { payment: "Money receipt", reversal: "Money receipt: Reversal", refund: "Money receipt: Refund" },
    receiptNo: "Receipt no.",
    date: "Date",
    buyers: "Received from",
    refundTo: "Paid back to",
    project: "Project",
    flat: "Flat",
    amount: "Amount",
    inWords: "In words",
    mode: "Mode",
    reference: "Reference",
    paidFor: "Paid towards",
    reversal: (no: string) => `This is a reversal: it undoes receipt ${no}, whose amount is no longer counted as paid.`,
    refund: "This is a refund: money paid back to the buyer on cancelling the booking.",
    footer: "Computer-generated receipt. Please keep it for your records.",
    modes: { cash: "Cash", cheque: "Cheque", "pay-order": "Pay order", "bank-transfer": "Bank transfer", tt: "TT (from abroad)", "mobile-banking": "Mobile banking" },
  },
  bn: {
    title: { payment: "মানি রসিদ", reversal: "মানি রসিদ: রিভার্সাল (বাতিল)", refund: "মানি রসিদ: টাকা ফেরত" },
    receiptNo: "রসিদ নম্বর",
    date: "তারিখ",
    buyers: "গ্রহণ করা হয়েছে",
    refundTo: "ফেরত দেওয়া হয়েছে",
    project: "প্রকল্প",
    flat: "ফ্ল্যাট",
    amount: "টাকার পরিমাণ",
    inWords: "কথায়",
    mode: "পরিশোধের মাধ্যম",
    reference: "রেফারেন্স",
    paidFor: "যে খাতে জমা",
    reversal: (no: string) => `এটি একটি রিভার্সাল: রসিদ ${no} বাতিল করা হলো, এর টাকা আর পরিশোধিত হিসেবে গণ্য নয়।`,
    refund: "এটি টাকা ফেরতের রসিদ: বুকিং বাতিলের পর ক্রেতাকে টাকা ফেরত দেওয়া হয়েছে।",
    footer: "কম্পিউটারে তৈরি রসিদ। অনুগ্রহ করে সংরক্ষণ করুন।",
    modes: { cash: "নগদ", cheque: "চেক", "pay-order": "পে-অর্ডার", "bank-transfer": "ব্যাংক ট্রান্সফার", tt: "টিটি (বিদেশ থেকে)", "mobile-banking": "মোবাইল ব্যাংকিং" },
  },
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const GREY: [number, number, number] = [0.35, 0.35, 0.35];
const LABEL_WIDTH = 150;

export async function receiptPdf(facts: ReceiptFacts, lang: SiteLanguage): Promise<Uint8Array> {
  const w = WORDS[lang];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular: Family = { bengali: await embedFace(doc, RECEIPT_FONTS.bengali), latin: await embedFace(doc, RECEIPT_FONTS.latin) };
  const bold: Family = { bengali: await embedFace(doc, RECEIPT_FONTS.bengaliBold), latin: await embedFace(doc, RECEIPT_FONTS.latinBold) };
  const title = w.title[facts.kind];
  doc.setTitle(`${title} ${facts.receiptNo}`);
  doc.setLanguage(lang === "bn" ? "bn-BD" : "en-BD");
  doc.setCreator(facts.company.name);

  const page = doc.addPage([PAGE.width, PAGE.height]);
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, style: TextStyle) => drawLine(page, value, x, y, style);
  const rightAligned = (value: string, style: TextStyle) => text(value, right - widthOf(value, style.family, style.size), style);

  // The company, then the title with the receipt's number and date on the right.
  text(facts.company.name, PAGE.margin, { family: bold, size: 20 });
  y -= 16;
  for (const line of [facts.company.address, facts.company.phone].filter(Boolean)) {
    text(line, PAGE.margin, { family: regular, size: 9, color: GREY });
    y -= 12;
  }
  y -= 14;
  page.drawLine({ start: { x: PAGE.margin, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.8, color: rgb(0.6, 0.6, 0.6) });
  y -= 14;
  text(title, PAGE.margin, { family: bold, size: 16 });
  rightAligned(`${w.receiptNo}: ${facts.receiptNo}`, { family: bold, size: 11 });
  y -= 16;
  rightAligned(`${w.date}: ${formatDate(`${facts.paidAt}T00:00:00+06:00`, lang)}`, { family: regular, size: 11 });
  y -= 30;

  /** A label and its value, the value wrapped to the page's width. */
  const row = (label: string, value: string, style: TextStyle = { family: regular, size: 11 }) => {
    text(label, PAGE.margin, { family: regular, size: 10, color: GREY });
    for (const line of wrap(value, style.family, style.size, right - PAGE.margin - LABEL_WIDTH)) {
      text(line, PAGE.margin + LABEL_WIDTH, style);
      y -= style.size + 6;
    }
    y -= 6;
  };
  row(facts.kind === "payment" ? w.buyers : w.refundTo, facts.buyers.join(", "));
  row(w.project, facts.project);
  row(w.flat, facts.flat);
  row(w.amount, takaFigures(facts.amount, lang), { family: bold, size: 14 });
  row(w.inWords, amountInWords(facts.amount, lang));
  row(w.mode, w.modes[facts.mode]);
  if (facts.reference) row(w.reference, facts.reference);
  if (facts.lines.length) {
    row(w.paidFor, facts.lines.map((l) => `${lineName(l, lang)}: ${takaFigures(l.amount, lang)}`).join("; "));
  }
  const notice = facts.kind === "reversal" ? w.reversal(facts.reverses ?? "") : facts.kind === "refund" ? w.refund : null;
  if (notice) {
    y -= 6;
    for (const line of wrap(notice, bold, 11, right - PAGE.margin)) {
      text(line, PAGE.margin, { family: bold, size: 11, color: [0.6, 0.1, 0.1] });
      y -= 17;
    }
  }
  y = PAGE.margin;
  text(localDigits(w.footer, lang), PAGE.margin, { family: regular, size: 8, color: GREY });
  return doc.save();
}
