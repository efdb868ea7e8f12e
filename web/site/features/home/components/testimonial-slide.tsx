import { Quote } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { BANNERS } from "@/shared/i18n/banners";
import { HOME } from "@/shared/i18n/home";
import { ClientAvatar } from "./client-avatar";
import { StarRating } from "./star-rating";
import { PersonLine } from "@/shared/components/person-line";

export type Testimonial = { id: number; name: string; title: string; review: string; rating: number };

type Props = { item: Testimonial; position: number; total: number; active: boolean; shown: boolean; text: string; toggle: null | { expanded: boolean; onToggle: () => void } };

/** One testimonial: photo, name, job title, the review in quotation marks, the stars; an empty slide until `shown`. */
export function TestimonialSlide({ item, position, total, active, shown, text, toggle }: Props) {
  const { t } = useTranslation(HOME);
  // A carousel's words are the slider's.
  const { t: carousel } = useTranslation(BANNERS);
  return (
    <li
      aria-roledescription={t("testimonials.slide")}
      aria-label={carousel("slider.slideOf", { n: position + 1, total })}
      aria-hidden={!active}
      inert={!active}
      className="w-full shrink-0 px-1"
      data-testid="testimonial"
      data-active={active}
    >
      {shown && (
        <figure className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-xl shadow-ink-900/5 sm:px-12">
          <Quote className="size-10 text-brand-500" aria-hidden="true" />
          <blockquote className="mt-6 text-lg leading-relaxed text-ink-800 sm:text-xl">
            <p>
              “{text}”
              {toggle && (
                <>
                  {" "}
                  <button type="button" onClick={toggle.onToggle} aria-expanded={toggle.expanded} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {toggle.expanded ? t("testimonials.less") : t("testimonials.more")}
                  </button>
                </>
              )}
            </p>
          </blockquote>
          <div className="mt-6">
            <StarRating rating={item.rating} />
          </div>
          <PersonLine
            as="figcaption"
            className="mt-6 flex items-center gap-4 text-left"
            avatar={<ClientAvatar index={position} className="size-14 shrink-0 rounded-full ring-2 ring-brand-500 ring-offset-2" />}
            name={item.name}
            nameClassName="block font-bold text-ink-900"
            detail={item.title}
          />
        </figure>
      )}
    </li>
  );
}
