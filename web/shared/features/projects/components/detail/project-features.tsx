import { CircleCheck } from "lucide-react";
import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import type { Language } from "@/shared/i18n/index";
import type { ProjectDetails } from "../../lib/project-with-details";
import { DetailSection } from "./detail-section";

function CheckList({ items, lang }: { items: string[]; lang?: Language }) {
  return (
    <ul lang={lang} className="grid gap-3 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={`${item}-${i}`} className="flex gap-3 text-ink-800">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Common Features, and what each apartment contains when staff listed it. */
export function ProjectFeatures({ details }: { details: ProjectDetails }) {
  const { t } = useTranslation(PROJECTS);
  const { twin, langOf } = useTwins();
  const common = twin(details, "commonFeatures");
  const contains = twin(details, "apartmentContains");
  if (common.value.length === 0 && contains.value.length === 0) return null;
  return (
    <DetailSection id="features" title={t("detail.commonFeatures")}>
      {common.value.length > 0 && <CheckList items={common.value} lang={langOf(common)} />}
      {contains.value.length > 0 && (
        <div className="space-y-4 rounded-xl bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-ink-900">{t("detail.apartmentContains")}</h3>
          <CheckList items={contains.value} lang={langOf(contains)} />
        </div>
      )}
    </DetailSection>
  );
}
