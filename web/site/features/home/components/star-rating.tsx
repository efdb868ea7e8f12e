import { Star } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { starParts } from "../lib/testimonials";

/** Full / half / empty stars out of 5 (docs/product.md §2); one accessible label instead of five icons. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation(HOME);
  const { full, half, empty } = starParts(rating);
  const kinds = [...Array<"full">(full).fill("full"), ...Array<"half">(half).fill("half"), ...Array<"empty">(empty).fill("empty")];
  return (
    <p role="img" aria-label={t("testimonials.rating", { rating })} className="flex items-center gap-1" data-rating={rating}>
      {kinds.map((kind, i) => (
        <span key={i} className="relative size-5" data-star={kind}>
          <Star className="absolute inset-0 size-5 text-brand-300" aria-hidden="true" />
          {kind !== "empty" && (
            // A half star is the full star clipped to its left half.
            <span className="absolute inset-0 overflow-hidden" style={{ width: kind === "half" ? "50%" : "100%" }}>
              <Star className="size-5 fill-brand-500 text-brand-500" aria-hidden="true" />
            </span>
          )}
        </span>
      ))}
    </p>
  );
}
