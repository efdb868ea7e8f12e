import { useCallback, useEffect, useId, useState } from "react";
import { BUYER_PASSKEYS } from "@/shared/i18n/buyer-passkeys";
import { useTranslation } from "@/shared/i18n/use-translation";
import { Button } from "@/shared/components/ui/button";
import { type BuyerPasskeyList, formatDate, localDigits } from "@/shared/lib/contract";
import { ApiError } from "@/shared/lib/api-error";
import { addBuyerPasskey, failureKey, listBuyerPasskeys, removeBuyerPasskey, useWebAuthnSupport } from "../api/buyer-passkeys";

const FIELD = "h-11 w-full rounded-md border border-border bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** "3:05 PM" / "৩:০৫ PM" in Dhaka. */
const clock = (iso: string, lang: string) => localDigits(new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Dhaka" }).format(new Date(iso)), lang === "bn" ? "bn" : "en");

/**
 * The signed-in buyer's passkeys (docs/product.md §11 "Buyer passkeys"): each with when it was added
 * and last used, and Remove behind a confirmation; "Add a passkey" asks a name, then the browser's
 * ceremony. Adding and removing work only within 15 minutes of a code sign-in: past that, the list
 * says how to get the window back instead of offering buttons the server would refuse.
 */
export function BuyerPasskeys() {
  const { t, lang } = useTranslation(BUYER_PASSKEYS);
  const id = useId();
  const [list, setList] = useState<BuyerPasskeyList | null>(null);
  const supported = useWebAuthnSupport();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState({ error: "", done: "" });

  // Here a 401 is no refused passkey: the buyer session has ended.
  const say = useCallback((err: unknown) => setNote({ error: t(err instanceof ApiError && err.status === 401 ? "signedOut" : failureKey(err)), done: "" }), [t]);
  const load = useCallback(() => listBuyerPasskeys().then(setList, say), [say]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNote({ error: "", done: "" });
    try {
      await work();
      setNaming(false);
      setName("");
      setConfirming(null);
      // The list first, then the word that it changed: a screen reader hears it once the list is right.
      await load();
      setNote({ error: "", done: t(done) });
    } catch (err) {
      say(err);
      await load();
    } finally {
      setBusy(false);
    }
  }

  // The server's word when the list was read; past it, a change gets a 403 that says the same and reloads the list.
  const canChange = Boolean(list?.changeUntil);
  const date = (iso: string) => formatDate(iso, lang);
  return (
    // Needs script (it reads the list from the API): without it the page hides it (web/entry-server.tsx).
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-xl border border-border bg-white p-4 sm:p-6" data-testid="buyer-passkeys" data-needs-script="">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {!list ? (
        <p className="text-sm">{note.error ? "" : t("loading")}</p>
      ) : list.passkeys.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <ul className="grid gap-2">
          {list.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
              <div className="grid min-w-0 gap-0.5">
                <span className="break-words font-medium">{p.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t("added", { date: date(p.createdAt) })} · {p.lastUsedAt ? t("lastUsed", { date: date(p.lastUsedAt) }) : t("neverUsed")}
                </span>
              </div>
              {canChange &&
                (confirming === p.id ? (
                  <div className="grid gap-2">
                    <p className="text-sm">{t("confirmRemove", { name: p.name })}</p>
                    <div className="flex gap-2">
                      <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={() => void run(() => removeBuyerPasskey(p.id), "removedDone")}>
                        {t("remove")}
                      </Button>
                      <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                        {t("cancel")}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button type="button" variant="outline" size="sm" aria-label={t("removeNamed", { name: p.name })} onClick={() => setConfirming(p.id)}>
                    {t("remove")}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
      {list && !canChange && <p className="text-sm">{t("stale")}</p>}
      {list && canChange && <p className="text-sm text-muted-foreground">{t("changeUntil", { time: clock(list.changeUntil!, lang) })}</p>}
      {list && canChange && !supported && <p className="text-sm">{t("unsupported")}</p>}
      {list && canChange && supported && !naming && (
        <div>
          <Button type="button" onClick={() => setNaming(true)}>
            {t("add")}
          </Button>
        </div>
      )}
      {naming && (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return setNote({ error: t("nameRequired"), done: "" });
            void run(() => addBuyerPasskey(name.trim()), "addedDone");
          }}
        >
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t("name")}
          </label>
          <input id={`${id}-name`} className={FIELD} value={name} maxLength={60} placeholder={t("namePlaceholder")} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {t("save")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      <p role="alert" className="text-sm font-medium text-destructive">
        {note.error}
      </p>
      <p role="status" className="text-sm text-brand-700">
        {note.done}
      </p>
    </section>
  );
}
