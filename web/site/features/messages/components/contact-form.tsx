import { Loader2, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { PAGES } from "@/shared/i18n/pages";
import { toast, usePreparedToasts } from "@/shared/lib/toast";
import { typedBeforeHydration } from "@/site/lib/typed-before-hydration";
import { useEarlyPress } from "@/site/lib/use-early-press";
import { useSearchParams } from "@/shared/lib/router";
import { Button } from "@/shared/components/ui/button";
import { Input, Textarea } from "@/shared/components/ui/input";
import { localizedPath } from "@/shared/lib/contract";
import { prepareProof } from "@/site/lib/proof-of-work";
import { sendMessage } from "../api/send-message";
import { CONTACT_FIELDS, type ContactErrors, type ContactField, type ContactValues, emptyContact, errorKey, validateContact } from "../lib/contact-schema";
import { FormField } from "./form-field";
import { FormRefusal, refusalOf } from "./form-refusal";
import { Honeypot } from "./honeypot";

/**
 * The contact form (docs/product.md §2, §5, §8): validated with the API's schema before sending, errors
 * re-checked as the visitor types once a send was tried, reset after "Message sent successfully!".
 */
export function ContactForm() {
  const { t, lang } = useTranslation(PAGES);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);
  const [website, setWebsite] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  // A refusal the server gave (a 429, a 4xx), in its words and the page's language, shown in the form.
  const [refusal, setRefusal] = useState("");
  // "Schedule a Meeting" on a project page links here as /contact?project={uniId}: the message names it.
  const [params] = useSearchParams();
  const project = params.get("project")?.trim().slice(0, 40) || undefined;
  const projectName = useProjectName(project, lang);
  usePreparedToasts();

  // Filled in before the app ran (the page is painted from the HTML first): take the text in, and a
  // Send pressed then (the entry kept the browser from submitting it) is sent now, once the text is in:
  // `sendNow` turns true at most once (useEarlyPress runs on mount), so the effect submits once.
  const [sendNow, setSendNow] = useState(false);
  useEffect(() => {
    const typed = typedBeforeHydration(form.current, CONTACT_FIELDS);
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
    setWebsite((w) => typedBeforeHydration(form.current, ["website"]).website ?? w);
  }, []);
  useEarlyPress("contact-form", () => setSendNow(true));
  useEffect(() => {
    if (sendNow) form.current?.requestSubmit();
  }, [sendNow]);

  const message = (text?: string) => {
    if (!text) return undefined;
    const known = errorKey(text);
    return known ? t(`contact.errors.${known.key}`, known.values) : text;
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) {
      const r = validateContact(next);
      setErrors(r.ok ? {} : r.errors);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Move to the first problem: its label and error are read out together.
      const first = CONTACT_FIELDS.find((f) => result.errors[f]);
      form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    if (sending) return;
    setSending(true);
    setRefusal("");
    sendMessage({ ...result.data, website, ...(project ? { projectUniId: project } : {}) }, lang).then(
      () => {
        toast.success(t("contact.form.sent"));
        setValues(emptyContact());
        setErrors({});
        setTried(false);
        setWebsite("");
      },
      (err: unknown) => {
        // A refusal is said in the form, with the server's words; no answer at all is the spec's toast.
        const said = refusalOf(err, "");
        if (said) setRefusal(said);
        else toast.error(t("contact.form.failed"));
      },
    ).finally(() => setSending(false));
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    // POST, not the default GET: a browser sending it without the app must never put the visitor's details in a URL.
    <form ref={form} method="post" action={localizedPath("/contact", lang)} data-early-press="contact-form" noValidate onFocus={prepareProof} onSubmit={submit} aria-labelledby="contact-form-heading" className="relative flex flex-col gap-5">
      <noscript>
        <p className="text-sm text-muted-foreground">{t("contact.form.needsScript")}</p>
      </noscript>
      {/* The project "Schedule a Meeting" came from, for a browser sending the form without JavaScript. */}
      {project && <input type="hidden" name="projectUniId" value={project} />}
      {projectName && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-ink-900" data-testid="contact-project">
          {t("contact.form.about", { name: projectName })}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("contact.form.name")} error={message(errors.name)}>
          <Input {...field("name")} autoComplete="name" placeholder={t("contact.form.namePlaceholder")} />
        </FormField>
        <FormField id="contact-email" label={t("contact.form.email")} error={message(errors.email)}>
          <Input {...field("email")} type="email" inputMode="email" autoComplete="email" placeholder={t("contact.form.emailPlaceholder")} />
        </FormField>
      </div>
      <FormField id="contact-number" label={t("contact.form.number")} error={message(errors.number)}>
        <Input {...field("number")} type="tel" inputMode="tel" autoComplete="tel" placeholder={t("contact.form.numberPlaceholder")} />
      </FormField>
      <FormField id="contact-message" label={t("contact.form.message")} error={message(errors.message)}>
        <Textarea {...field("message")} rows={5} placeholder={t("contact.form.messagePlaceholder")} />
      </FormField>
      <Honeypot value={website} onChange={setWebsite} />
      <FormRefusal message={refusal} />
      <Button type="submit" size="lg" disabled={sending} className="self-start">
        {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {sending ? t("contact.form.sending") : t("contact.form.submit")}
      </Button>
    </form>
  );
}

/**
 * The name of the project "Schedule a Meeting" came from (issue 42), in the page's language, read from
 * the public API once the form runs: never from the address itself, which anyone can write. Null
 * until it is known, and for an id that is no public project.
 */
function useProjectName(uniId: string | undefined, lang: string): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!uniId) return;
    let live = true;
    fetch(`/api/projects/${encodeURIComponent(uniId)}/details`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ name?: string; nameBn?: string | null }>) : null))
      .then((found) => live && found?.name && setName(lang === "bn" && found.nameBn ? found.nameBn : found.name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uniId, lang]);
  return name;
}
