import { CalendarCheck, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { withApi } from "@/shared/lib/api-read";
import { fillTime } from "@/site/lib/fill-time";
import { prepareProof, takeProof } from "@/site/lib/proof-of-work";
import { useHydrated } from "@/shared/lib/use-hydrated";
import { typedBeforeHydration } from "@/site/lib/typed-before-hydration";
import { useEarlyPress } from "@/site/lib/use-early-press";
import { dhakaDay, isPhone, localizedPath, VISIT_DAYS_AHEAD, VISIT_SLOTS, type VisitSlot } from "@/shared/lib/contract";
import { Button } from "@/shared/components/ui/button";
import { Input } from "@/shared/components/ui/input";
import { DateInput } from "./date-input";
import { FormField } from "./form-field";
import { FormRefusal, pageLanguage, refusalOf } from "./form-refusal";

type Values = { name: string; number: string; visitDate: string; visitSlot: VisitSlot | "" };
type Errors = Partial<Record<keyof Values, string>>;
const empty = (): Values => ({ name: "", number: "", visitDate: "", visitSlot: "" });

/**
 * "Schedule a site visit" in a project's Contact Us block (docs/product.md §7): name, phone (the
 * contact form's rule), a day from tomorrow to 60 days ahead (Dhaka) and morning or afternoon. It
 * arrives as a `visit` lead on the project, and the sales team is e-mailed. Checked here without zod
 * (the project page's JavaScript stays small); the API checks the same rules again. Without
 * JavaScript the form leads to the contact page, which says to call or write.
 *
 * `unit`: the flat the visitor chose on the page (issue 45, "Ask about this flat"): named here and sent
 * as `unitId`, by the island and by the browser without JavaScript alike; the lead keeps it.
 */
export function VisitForm({ projectUniId, projectName, unit }: { projectUniId: string; projectName: string; unit?: { id: number; code: string } }) {
  const { t, lang } = useTranslation(PROJECTS);
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [website, setWebsite] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  // What the failure says: the server's refusal in the page's language, or the form's own words.
  const [refusal, setRefusal] = useState("");
  const first = dhakaDay(new Date(), 1);
  const last = dhakaDay(new Date(), VISIT_DAYS_AHEAD);
  // The served page may be days old (the edge keeps it until a staff write): the date picker's bounds
  // are today's, set once the page runs, so the HTML carries none that hydration would contradict.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);

  // Filled in before the form's code ran (the page is painted first, this part hydrates as it nears):
  // take what is on screen in; a send pressed then (the entry kept the browser from posting it, as for
  // the contact form: site/lib/early-press.ts) is sent now, once, with that text.
  const [sendNow, setSendNow] = useState(false);
  useEffect(() => {
    const typed = typedBeforeHydration(form.current, ["name", "number", "visitDate"] as const);
    const slot = (form.current?.elements.namedItem("visitSlot") as RadioNodeList | null)?.value as VisitSlot | "" | undefined;
    if (Object.keys(typed).length || slot) setValues((v) => ({ ...v, ...typed, ...(slot ? { visitSlot: slot } : {}) }));
  }, []);
  useEarlyPress("visit-form", () => setSendNow(true));
  useEffect(() => {
    if (sendNow) form.current?.requestSubmit();
  }, [sendNow]);

  const check = (v: Values): Errors => ({
    ...(v.name.trim() ? {} : { name: t("visit.errors.name") }),
    ...(!v.number.trim() ? { number: t("visit.errors.number") } : isPhone(v.number) ? {} : { number: t("visit.errors.phoneFormat") }),
    ...(v.visitDate >= first && v.visitDate <= last ? {} : { visitDate: t("visit.errors.date", { days: VISIT_DAYS_AHEAD }) }),
    ...(v.visitSlot ? {} : { visitSlot: t("visit.errors.slot") }),
  });
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length) setErrors(check(next));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    const wrong = (Object.keys(found) as (keyof Values)[])[0];
    if (wrong) return void e.currentTarget.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus();
    setState("sending");
    setRefusal("");
    try {
      const [fillMs, altcha] = await Promise.all([fillTime(), takeProof()]);
      await withApi((api, json) =>
        json(
          api.messages.$post({
            json: { kind: "visit", projectUniId, name: values.name.trim(), number: values.number.trim(), visitDate: values.visitDate, visitSlot: values.visitSlot, ...(unit ? { unitId: unit.id } : {}), website, fillMs, altcha },
          } as never, { headers: pageLanguage(lang) }),
        ),
      );
      setValues(empty());
      setState("sent");
    } catch (err) {
      setRefusal(refusalOf(err, t("visit.failed")));
      setState("failed");
    }
  };

  return (
    <form ref={form} method="post" action={localizedPath("/contact", lang)} data-early-press="visit-form" noValidate onFocus={prepareProof} onSubmit={(e) => void submit(e)} className="relative grid gap-4 rounded-2xl border border-border bg-white p-5 text-ink-900 sm:p-8" aria-labelledby={`${id}-heading`}>
      {/* What the form is, for a browser sending it without JavaScript (worker/routes/no-script-lead.ts). */}
      <input type="hidden" name="kind" value="visit" />
      <input type="hidden" name="projectUniId" value={projectUniId} />
      {unit && <input type="hidden" name="unitId" value={unit.id} />}
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {t("visit.heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("visit.intro", { name: projectName })}</p>
        {unit && (
          <p className="text-sm font-semibold text-ink-900" data-testid="visit-flat">
            {t("visit.aboutFlat", { code: unit.code })}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t("visit.name")} error={errors.name}>
          <Input name="name" autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={100} />
        </FormField>
        <FormField id={`${id}-number`} label={t("visit.number")} error={errors.number}>
          <Input name="number" type="tel" autoComplete="tel" value={values.number} onChange={(e) => set("number", e.target.value)} maxLength={20} />
        </FormField>
        <FormField id={`${id}-date`} label={t("visit.date")} error={errors.visitDate}>
          <DateInput name="visitDate" min={hydrated ? first : undefined} max={hydrated ? last : undefined} value={values.visitDate} onChange={(e) => set("visitDate", e.target.value)} />
        </FormField>
        <fieldset aria-describedby={errors.visitSlot ? `${id}-slot-error` : undefined} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("visit.slot")}</legend>
          <div className="flex gap-4">
            {VISIT_SLOTS.map((slot) => (
              <label key={slot} className="flex items-center gap-2 text-sm">
                <input type="radio" name="visitSlot" value={slot} checked={values.visitSlot === slot} onChange={() => set("visitSlot", slot)} />
                {t(`visit.${slot}`)}
              </label>
            ))}
          </div>
          {errors.visitSlot && (
            <p id={`${id}-slot-error`} className="text-sm font-medium text-destructive">
              {errors.visitSlot}
            </p>
          )}
        </fieldset>
      </div>
      {/* The `website` trap of the API (as ./honeypot.tsx): off screen, unreachable, filled only by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t("visit.honeypot")}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={state === "sending"}>
        {state === "sending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
        {state === "sending" ? t("visit.sending") : t("visit.submit")}
      </Button>
      <p role="status" className="text-sm font-medium">
        {state === "sent" ? t("visit.sent") : ""}
      </p>
      <FormRefusal message={state === "failed" ? refusal : ""} />
    </form>
  );
}
