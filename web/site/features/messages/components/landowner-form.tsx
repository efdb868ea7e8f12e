import { Loader2, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { LANDOWNER } from "@/shared/i18n/landowner";
import { withApi } from "@/shared/lib/api-read";
import type { ApiError } from "@/shared/lib/api-error";
import { fillTime } from "@/site/lib/fill-time";
import { prepareProof, takeProof } from "@/site/lib/proof-of-work";
import { typedBeforeHydration } from "@/site/lib/typed-before-hydration";
import { useEarlyPress } from "@/site/lib/use-early-press";
import { isPhone, localizedPath, LAND_AREAS, LAND_OWNERSHIPS, LAND_UNITS, landSizeInSft, type LandUnit, MAX_LAND_FILES } from "@/shared/lib/contract";
import { Button } from "@/shared/components/ui/button";
import { Input, Textarea } from "@/shared/components/ui/input";
import { NativeSelect } from "@/shared/components/ui/native-select";
import { FormField } from "./form-field";
import { FormRefusal, pageLanguage, refusalOf } from "./form-refusal";

type Values = {
  name: string;
  number: string;
  email: string;
  landArea: string;
  landAddress: string;
  landSize: string;
  landUnit: LandUnit;
  roadWidthFt: string;
  ownership: string;
  message: string;
};
type Field = keyof Values | "files";
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ["name", "number", "email", "landArea", "landAddress", "landSize", "landUnit", "roadWidthFt", "ownership", "files", "message"];
const empty = (): Values => ({ name: "", number: "", email: "", landArea: "", landAddress: "", landSize: "", landUnit: "katha", roadWidthFt: "", ownership: "", message: "" });
const MB = 1024 * 1024;
const positive = (v: string) => Number.isFinite(Number(v)) && Number(v) > 0;

/**
 * The /landowner proposal (docs/product.md §7, "Landowners"): who, where the land is, its size (shown
 * in square feet as typed), the road, the ownership, optional deed photos or scans and a message. It
 * arrives as a `landowner` lead whose files only staff can open. Checked here without zod (the page's
 * JavaScript stays small); the API checks the same rules again, and the files by their bytes.
 */
export function LandownerForm() {
  const { t, lang } = useTranslation(LANDOWNER);
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [website, setWebsite] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  // What the failure says: the server's refusal in the page's language, or the form's own words.
  const [refusal, setRefusal] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Filled in before the form's code ran (the page is painted first): take what is on screen in; a
  // send pressed then (kept from the browser by the entry: site/lib/early-press.ts) is sent now, once.
  const [sendNow, setSendNow] = useState(false);
  useEffect(() => {
    const el = form.current;
    const typed = typedBeforeHydration(el, ["name", "number", "email", "landAddress", "landSize", "roadWidthFt", "message"] as const);
    const picked = (name: string) => (el?.elements.namedItem(name) as HTMLSelectElement | RadioNodeList | null)?.value || undefined;
    const chosen = { landArea: picked("landArea"), landUnit: picked("landUnit") as LandUnit | undefined, ownership: picked("ownership") };
    setValues((v) => ({ ...v, ...typed, ...Object.fromEntries(Object.entries(chosen).filter(([, x]) => x)) }));
    if (fileInput.current?.files?.length) setFiles([...fileInput.current.files]);
  }, []);
  useEarlyPress("landowner-form", () => setSendNow(true));
  useEffect(() => {
    if (sendNow) form.current?.requestSubmit();
  }, [sendNow]);

  const check = (v: Values, chosen: File[]): Errors => {
    const e: Errors = {};
    if (!v.name.trim()) e.name = t("errors.name");
    if (!v.number.trim()) e.number = t("errors.number");
    else if (!isPhone(v.number)) e.number = t("errors.phoneFormat");
    if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = t("errors.email");
    if (!v.landArea) e.landArea = t("errors.area");
    if (!v.landAddress.trim()) e.landAddress = t("errors.address");
    if (!positive(v.landSize)) e.landSize = t("errors.size");
    if (!positive(v.roadWidthFt) || Number(v.roadWidthFt) > 500) e.roadWidthFt = t("errors.road");
    if (!v.ownership) e.ownership = t("errors.ownership");
    if (!v.message.trim()) e.message = t("errors.message");
    const wrong = chosen.find((f) => !(f.type.startsWith("image/") || f.type === "application/pdf"));
    const large = chosen.find((f) => f.size > (f.type === "application/pdf" ? 10 * MB : 5 * MB));
    if (chosen.length > MAX_LAND_FILES) e.files = t("errors.fileCount", { max: MAX_LAND_FILES });
    else if (wrong) e.files = t("errors.fileType", { name: wrong.name });
    else if (large) e.files = t("errors.fileSize", { name: large.name });
    return e;
  };
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length) setErrors(check(next, files));
  };
  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    setFiles(chosen);
    if (Object.keys(errors).length || chosen.length) setErrors((e) => ({ ...e, files: check(values, chosen).files }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = check(values, files);
    setErrors(found);
    const wrong = FIELDS.find((f) => found[f]);
    if (wrong) return void form.current?.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus();
    setState("sending");
    const body = new FormData();
    body.set("kind", "landowner");
    for (const [k, v] of Object.entries(values)) body.set(k, v.trim());
    body.set("website", website);
    for (const f of files) body.append("files", f);
    try {
      const [fillMs, altcha] = await Promise.all([fillTime(), takeProof()]);
      body.set("fillMs", String(fillMs));
      body.set("altcha", altcha);
      await withApi((_api, json) => json(fetch("/api/messages", { method: "POST", body, headers: pageLanguage(lang) })));
      setValues(empty());
      setFiles([]);
      if (fileInput.current) fileInput.current.value = "";
      setState("sent");
    } catch (err) {
      const issues = (err as ApiError).issues ?? {};
      // The server's own word on a field (a file it read and refused) goes beside that field.
      if (issues.files?.[0]) setErrors({ files: issues.files[0] });
      setRefusal(refusalOf(err, t("form.failed")));
      setState("failed");
    }
  };

  const sft = positive(values.landSize) ? landSizeInSft(Number(values.landSize), values.landUnit) : null;
  const radios = (name: "ownership", options: readonly string[]) => (
    <fieldset aria-describedby={errors[name] ? `${id}-${name}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("form.ownership")}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={o} checked={values[name] === o} onChange={() => set(name, o)} />
            {t(`form.ownerships.${o}`)}
          </label>
        ))}
      </div>
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      )}
    </fieldset>
  );

  return (
    <form
      ref={form}
      method="post"
      action={localizedPath("/contact", lang)}
      encType="multipart/form-data"
      onFocus={prepareProof}
      data-early-press="landowner-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-heading`}
      className="relative grid gap-5 rounded-2xl border border-border bg-white p-5 text-ink-900 shadow-sm sm:p-8"
    >
      {/* What the form is, for a browser sending it without JavaScript (worker/routes/no-script-lead.ts). */}
      <input type="hidden" name="kind" value="landowner" />
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {t("form.heading")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("form.intro")}</p>
        <noscript>
          <p className="mt-2 text-sm text-muted-foreground">{t("form.noScript")}</p>
        </noscript>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t("form.name")} error={errors.name}>
          <Input name="name" autoComplete="name" maxLength={100} value={values.name} onChange={(e) => set("name", e.target.value)} />
        </FormField>
        <FormField id={`${id}-number`} label={t("form.number")} error={errors.number}>
          <Input name="number" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} value={values.number} onChange={(e) => set("number", e.target.value)} />
        </FormField>
        <FormField id={`${id}-email`} label={t("form.email")} error={errors.email}>
          <Input name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} value={values.email} onChange={(e) => set("email", e.target.value)} />
        </FormField>
        <FormField id={`${id}-area`} label={t("form.area")} error={errors.landArea}>
          <NativeSelect name="landArea" value={values.landArea} onChange={(e) => set("landArea", e.target.value)}>
            <option value="">{t("form.chooseArea")}</option>
            {LAND_AREAS.map((a) => (
              // The stored value stays the English key; the label is the page's language (issue 42).
              <option key={a} value={a}>
                {t(`form.areas.${a}`, { defaultValue: a })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={`${id}-address`} label={t("form.address")} error={errors.landAddress}>
        <Input name="landAddress" maxLength={300} autoComplete="address-line1" value={values.landAddress} onChange={(e) => set("landAddress", e.target.value)} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id={`${id}-size`} label={t("form.size")} error={errors.landSize}>
          <Input name="landSize" inputMode="decimal" value={values.landSize} onChange={(e) => set("landSize", e.target.value)} aria-describedby={`${id}-sft`} />
        </FormField>
        <FormField id={`${id}-unit`} label={t("form.unit")} error={errors.landUnit}>
          <NativeSelect name="landUnit" value={values.landUnit} onChange={(e) => set("landUnit", e.target.value)}>
            {LAND_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`form.units.${u}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-road`} label={t("form.road")} error={errors.roadWidthFt}>
          <Input name="roadWidthFt" inputMode="decimal" value={values.roadWidthFt} onChange={(e) => set("roadWidthFt", e.target.value)} />
        </FormField>
      </div>
      <p id={`${id}-sft`} aria-live="polite" className="-mt-3 min-h-5 text-sm text-muted-foreground">
        {sft !== null && values.landUnit !== "sft" ? t("form.inSft", { sft: sft.toLocaleString("en-US") }) : ""}
      </p>
      {radios("ownership", LAND_OWNERSHIPS)}
      <FormField id={`${id}-files`} label={t("form.files")} error={errors.files}>
        <input
          ref={fileInput}
          name="files"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf"
          onChange={(e) => choose(e.target.files)}
          className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-medium"
        />
      </FormField>
      <p className="-mt-3 text-sm text-muted-foreground">{t("form.filesHint", { max: MAX_LAND_FILES })}</p>
      <FormField id={`${id}-message`} label={t("form.message")} error={errors.message}>
        <Textarea name="message" rows={4} maxLength={5000} placeholder={t("form.messagePlaceholder")} value={values.message} onChange={(e) => set("message", e.target.value)} />
      </FormField>
      {/* The `website` trap of the API (as ./honeypot.tsx): off screen, unreachable, filled only by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t("form.honeypot")}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <Button type="submit" size="lg" className="justify-self-start" disabled={state === "sending"}>
        {state === "sending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {state === "sending" ? t("form.sending") : t("form.submit")}
      </Button>
      <p role="status" className="text-sm font-medium">
        {state === "sent" ? t("form.sent") : ""}
      </p>
      <FormRefusal message={state === "failed" ? refusal : ""} />
    </form>
  );
}
