import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "@/shared/lib/use-hydrated";
import { useTranslation } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { HOME } from "@/shared/i18n/home";
import { SITE } from "@/shared/config/site";
import { displayedReview, reviewMode, stepTestimonial, TESTIMONIAL_RATINGS } from "../lib/testimonials";
import { HomeSection } from "./section-heading";
import { type Testimonial, TestimonialSlide } from "./testimonial-slide";

/** Home section 8: a sliding carousel (700 ms, wraps, never moves on its own) of 3 reviews. */
export function Testimonials() {
  const { t } = useTranslation(HOME);
  // A carousel's words are the slider's.
  const { t: carousel } = useTranslation(BANNERS);
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  // The served HTML holds the shown review alone: the others are inert and out of sight until chosen,
  // and join as the island hydrates, which it does before the section nears the screen (issue 47: two
  // more reviews, their stars and avatars were 6 KB of the home page's HTML that no reader could reach).
  const worded = useHydrated();
  const items: Testimonial[] = TESTIMONIAL_RATINGS.map((rating, i) => ({
    id: i + 1,
    rating,
    name: t(`testimonials.items.${i}.name`),
    title: t(`testimonials.items.${i}.title`),
    review: t(`testimonials.items.${i}.review`),
  }));
  const first = items[0]?.review;
  const { showToggle } = reviewMode(first);
  const step = (d: 1 | -1) => setIndex((i) => stepTestimonial(i, d, items.length));
  const arrow =
    "grid size-12 place-items-center rounded-full border border-ink-900/15 bg-white text-ink-900 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-500";
  return (
    <HomeSection name="testimonials" lead="subtitle" className="bg-brand-50 py-20 lg:py-28">
      <div className="relative mt-12" role="group" aria-roledescription={carousel("slider.carousel")} aria-label={t("testimonials.title")}>
        <div className="overflow-hidden">
          <ul
            className="flex transition-transform ease-in-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SITE.testimonialSlideMs}ms` }}
            data-testid="testimonial-track"
            data-index={index}
          >
            {items.map((item, i) => (
              <TestimonialSlide
                key={item.id}
                item={item}
                position={i}
                total={items.length}
                active={i === index}
                shown={worded || i === index}
                text={displayedReview(item.review, first, expanded)}
                toggle={showToggle ? { expanded, onToggle: () => setExpanded((e) => !e) } : null}
              />
            ))}
          </ul>
        </div>
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" onClick={() => step(-1)} aria-label={t("testimonials.previous")} className={arrow}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => step(1)} aria-label={t("testimonials.next")} className={arrow}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </HomeSection>
  );
}
