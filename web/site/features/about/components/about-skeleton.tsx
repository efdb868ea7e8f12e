import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { Skeleton } from "@/shared/components/ui/skeleton";

/** The about page's shape while the record loads, so nothing jumps when it arrives. */
export function AboutSkeleton() {
  const { t } = useTranslation(PAGES);
  return (
    <div role="status" className="mx-auto grid w-full max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
      <span className="sr-only">{t("about.loading")}</span>
      <Skeleton shape="2xl" className="aspect-[4/3] w-full" />
      <div className="space-y-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
