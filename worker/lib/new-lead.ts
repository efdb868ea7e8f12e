import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import {
  dhakaDay,
  landownerCreate,
  landSizeInSft,
  MAX_LAND_FILES,
  messageCreate,
  MIN_FILL_MS,
  VISIT_DAYS_AHEAD,
  visitCreate,
} from "../contract/messages";
import { messages, projects, units } from "../db/schema/index";
import type { AppEnv } from "../env";
import { isApproved } from "./approved";
import { fail } from "./errors";
import { readForm, validate } from "./form";
import { readJsonBody } from "./json-body";
import { readCapped } from "./capped-body";
import { MAX_JSON_BYTES } from "../storage/upload-rules";
import { DEED, type FileField } from "../storage/upload-rules";

/** The deed photos or scans of a landowner's proposal: private (contract/folders.ts). */
export const LAND_FILES: FileField = { name: "files", folder: "landownerFiles", rule: DEED, multiple: true, maxFiles: MAX_LAND_FILES };

/** Characters a download name keeps; anything else, dots included, becomes "_". */
const UNSAFE_NAME = /[^\p{L}\p{M}\p{N}_ -]/gu;

/**
 * A landowner file's name for staff (its list and its download): the visitor's name without its
 * extension, made safe, then the extension of the type its bytes were found to be, which its key
 * carries (storage/keys.ts `contentKey`, storage/sniff.ts). A PDF sent as "Deed-scan.hta" is
 * "Deed-scan.pdf": what the visitor called it never decides how a staff computer opens it (issue 41).
 */
export function landFileName(visitorName: string, key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? "bin";
  const dot = visitorName.lastIndexOf(".");
  const base = (dot >= 0 ? visitorName.slice(0, dot) : visitorName).replace(UNSAFE_NAME, "_").trim().slice(0, 100);
  return `${base || "file"}.${ext}`;
}

/** A visitor's post, read and checked: the row to store, its files, and the two spam signals. */
export type NewLead = {
  row: Omit<typeof messages.$inferInsert, "createdAt">;
  files: File[];
  website: string | undefined;
  fillMs: number | undefined;
  /** The proof of work (lib/proof-of-work.ts), and the checked fields a no-script pass is bound to. */
  altcha: string | undefined;
  fields: Record<string, unknown>;
};

const isMultipart = (c: Context) => (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The project a message names, if visitors may see it. */
async function approvedProject(c: Context<AppEnv>, uniId: string) {
  const [row] = await c.var.db
    .select({ uniId: projects.uniId })
    .from(projects)
    .where(and(eq(projects.uniId, uniId), isApproved(projects, { now: c.var.now() })));
  return row ?? null;
}

/**
 * The flat a message asks about (issue 45), if visitors may see its project: it must be in the project
 * the message names, if it names one. Refused with 422 otherwise; the lead takes the flat's project.
 */
async function askedUnit(c: Context<AppEnv>, unitId: number | undefined, projectUniId: string | undefined) {
  if (unitId === undefined) return null;
  const [row] = await c.var.db
    .select({ id: units.id, projectUniId: units.projectUniId })
    .from(units)
    .innerJoin(projects, eq(projects.uniId, units.projectUniId))
    .where(and(eq(units.id, unitId), isApproved(projects, { now: c.var.now() })));
  if (!row) fail(422, "This flat is not there any more.", { unitId: ["This flat is not there any more."] });
  if (projectUniId && row.projectUniId !== projectUniId) fail(422, "This flat is not in the chosen project.", { unitId: ["This flat is not in the chosen project."] });
  return row;
}

/**
 * POST /messages, whichever form sent it (docs/product.md §7, leads): the contact form and the
 * site-visit request as JSON, a landowner's proposal as multipart with its files. Every rule is
 * checked here, before anything is counted or stored.
 */
export async function readNewLead(c: Context<AppEnv>): Promise<NewLead> {
  if (isMultipart(c)) return readLandowner(c);
  return leadFrom(c, isUrlEncoded(c) ? await readUrlEncoded(c) : await readJsonBody(c));
}

const isUrlEncoded = (c: Context) => (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/** A form a browser sent without JavaScript (lib/no-script-lead.ts): its fields as the JSON body has them. */
async function readUrlEncoded(c: Context): Promise<Record<string, string>> {
  const text = await readCapped(c, MAX_JSON_BYTES, (r) => r.text(), "The request body is not a valid form.");
  return Object.fromEntries(new URLSearchParams(text));
}

/** The contact form's or a site-visit request's fields, checked (a JSON body or a form's). */
async function leadFrom(c: Context<AppEnv>, body: unknown): Promise<NewLead> {
  const now = c.var.now();
  const isVisit = (body as { kind?: unknown } | null)?.kind === "visit";
  const checked = isVisit ? validate(visitCreate, body) : validate(messageCreate, body);
  const { website, fillMs, altcha, projectUniId, unitId, ...fields } = checked;
  const project = projectUniId ? await approvedProject(c, projectUniId) : null;
  const unit = await askedUnit(c, unitId, projectUniId);
  const base = { name: fields.name, number: fields.number, email: fields.email ?? "", message: fields.message ?? "", unitId: unit?.id ?? null };
  if (fields.kind !== "visit") {
    // A contact message from a project that has since gone keeps no dangling link; one about a flat names the flat's project.
    return { row: { ...base, kind: "contact", projectUniId: project?.uniId ?? unit?.projectUniId ?? null }, files: [], website, fillMs, altcha, fields: checked };
  }
  const issues: Record<string, string[]> = {};
  if (!project) issues.projectUniId = ["Choose the project to visit"];
  if (fields.visitDate < dhakaDay(now, 1) || fields.visitDate > dhakaDay(now, VISIT_DAYS_AHEAD))
    issues.visitDate = [`Choose a day from tomorrow to ${VISIT_DAYS_AHEAD} days ahead`];
  if (Object.keys(issues).length) fail(422, "Please check the visit request.", issues);
  return {
    row: { ...base, kind: "visit", projectUniId: project!.uniId, visitDate: fields.visitDate, visitSlot: fields.visitSlot },
    files: [],
    website,
    fillMs,
    altcha,
    fields: checked,
  };
}

async function readLandowner(c: Context<AppEnv>): Promise<NewLead> {
  const form = await readForm(c, [LAND_FILES]);
  const fields = validate(landownerCreate, form.fields);
  const files = form.files[LAND_FILES.name] ?? [];
  if (form.variants.length) fail(422, "Unexpected file field: imageVariants", { imageVariants: ["No file is accepted here"] });
  if (files.length > MAX_LAND_FILES) fail(422, `At most ${MAX_LAND_FILES} files`, { files: [`At most ${MAX_LAND_FILES} files`] });
  return {
    row: {
      name: fields.name,
      number: fields.number,
      email: fields.email ?? "",
      message: fields.message,
      kind: "landowner",
      landArea: fields.landArea,
      landAddress: fields.landAddress,
      landSize: fields.landSize,
      landUnit: fields.landUnit,
      landSizeSft: landSizeInSft(fields.landSize, fields.landUnit),
      roadWidthFt: fields.roadWidthFt,
      ownership: fields.ownership,
    },
    files,
    website: fields.website,
    fillMs: fields.fillMs,
    altcha: fields.altcha,
    fields,
  };
}

/** A post sent sooner after the page started than a person can fill the form: told, never stored. */
export function refuseIfTooFast(fillMs: number | undefined) {
  if (fillMs !== undefined && fillMs < MIN_FILL_MS)
    fail(422, "That was sent too quickly. Please check the form and send it again.", { fillMs: ["Sent too quickly"] });
}
