import { z } from "zod";
import { progress } from "../db/schema/progress";
import { optionalText, required, status, youtubeEmbed } from "./fields";
import { scheduleFields } from "./schedule";
import { tableSchema } from "./table-schema";

/**
 * Construction progress (issue 45 item 4; docs/product.md §10 "Construction progress"): the stages a
 * site goes through, in order (docs/decisions.md "Construction progress"); their words in both
 * languages are the web's (web/shared/i18n/{en,bn}/progress.json `stages`).
 */
export const PROGRESS_STAGES = ["piling", "foundation", "structure", "brickwork", "finishing", "handover"] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const PROGRESS_DATE_MESSAGE = "Date must be a date (YYYY-MM-DD)";
export const PROGRESS_PERCENT_MESSAGE = "Percent must be a whole number from 0 to 100";
export const PROGRESS_IMAGES = 12;

const isoDate = z
  .string({ error: PROGRESS_DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROGRESS_DATE_MESSAGE)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), PROGRESS_DATE_MESSAGE);

/** A form sends text: "60" is 60; "60.5", "", "abc" and 101 are refused. */
const percent = z
  .union([z.string(), z.number()], { error: PROGRESS_PERCENT_MESSAGE })
  .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v)))
  .pipe(z.number({ error: PROGRESS_PERCENT_MESSAGE }).int(PROGRESS_PERCENT_MESSAGE).min(0, PROGRESS_PERCENT_MESSAGE).max(100, PROGRESS_PERCENT_MESSAGE));

const stage = z
  .string({ error: "Stage is required" })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PROGRESS_STAGES, { error: `Stage must be one of: ${PROGRESS_STAGES.join(", ")}` }));

const fields = {
  building: optionalText(100).optional(),
  date: isoDate,
  stage,
  percent,
  text: optionalText(2000).optional(),
  videoLink: youtubeEmbed.optional(),
  status: status("Status is required"),
  ...scheduleFields,
};

/** POST /progress/add (multipart; `images` the photos). The project is fixed at creation. */
export const progressCreate = tableSchema(progress, { projectUniId: required("projectUniId is required", 40), ...fields });

/** PATCH /progress/{id}: present fields must be valid; new photos replace the old ones, none keeps them. */
export const progressUpdate = tableSchema(progress, fields).partial();

/** An update as the API answers it: its row (Bengali twin "" until translated). */
export type ProgressUpdate = typeof progress.$inferSelect;

/** The latest approved update of a project, as its card in the listing shows it. */
export type ProgressSummary = { stage: ProgressStage; percent: number; date: string };
