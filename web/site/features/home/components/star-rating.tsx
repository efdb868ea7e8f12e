import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { starParts } from "../lib/testimonials";

/**
 * Full / half / empty stars out of 5 (docs/product.md §2); one accessible label instead of five icons.
 * Each star is a mask painted in its colour (web/styles.css `.star-outline`, `.star-filled`), not an inline SVG.
 */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation(HOME);
  const { full, half, empty } = starParts(rating);
  const kinds = [...Array<"full">(full).fill("full"), ...Array<"half">(half).fill("half"), ...Array<"empty">(empty).fill("empty")];
  return (
    <p role="img" aria-label={t("testimonials.rating", { rating })} className="flex items-center gap-1" data-rating={rating}>
      {kinds.map((kind, i) => (
        // A mask clips the element's children too: the outline and the fill are siblings in the star's box.
        <span key={i} className="relative block size-5" data-star={kind}>
          <span className="star-outline absolute inset-0 text-brand-300" />
          {/* A half star is the filled star clipped to its left half. */}
          {kind !== "empty" && <span className={`star-filled absolute inset-y-0 left-0 text-brand-500 ${kind === "half" ? "w-1/2" : "w-5"}`} />}
        </span>
      ))}
    </p>
  );
}
