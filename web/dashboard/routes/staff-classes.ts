import { twMerge } from "tailwind-merge";
import { mergeClassConflicts } from "@/shared/lib/utils";

/**
 * The staff screens (login, dashboard) override the primitives' classes as shadcn does: imported by
 * their modules for this side effect, before they render, `cn` resolves conflicts with tailwind-merge
 * there (shared/lib/utils.ts). The worker never renders them and its renderer is built without them.
 */
mergeClassConflicts(twMerge);
