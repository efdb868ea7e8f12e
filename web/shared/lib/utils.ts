import { type ClassValue, clsx } from "clsx";

let merge = (classes: string) => classes;

/**
 * shadcn's class combiner. On the public pages it joins classes (clsx): they are written without two
 * classes for one property (a test renders every public page and checks with tailwind-merge), so the
 * 8.7 KB of tailwind-merge is not in their JavaScript. The staff screens override primitives' classes
 * as shadcn does (`<Button className="h-8">`): they load tailwind-merge, and later classes win over
 * earlier ones there (mergeClassConflicts, dashboard/routes/staff-classes.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}

/** From now on `cn` resolves conflicting classes with `resolve` (tailwind-merge's twMerge). */
export function mergeClassConflicts(resolve: (classes: string) => string) {
  merge = resolve;
}
