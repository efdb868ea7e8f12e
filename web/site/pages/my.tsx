import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { type MyFormError, sectionHead } from "@/shared/lib/contract";
import { BookingCard } from "@/site/features/buyer-portal/components/booking-card";
import { SignInForms, SignOutForm } from "@/site/features/buyer-portal/components/sign-in-forms";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";
import BuyerPasskeys from "@/site/islands/buyer-passkeys";
import PasskeySignIn from "@/site/islands/buyer-passkey-sign-in";

const FORM_ERRORS: readonly string[] = ["email", "format", "code", "busy", "mail"] satisfies MyFormError[];

/**
 * The signed-in buyer's bookings (null signed out: the API's 401), and the sign-in's step and message
 * after a form post (worker/routes/my-forms.ts): `email` once a code is sent, `error` a message's key.
 */
const load = ({ read, query }: LoadContext) => {
  const error = query.get("error");
  return {
    bookings: read.myBookings(),
    email: query.get("email")?.trim() || null,
    error: error && FORM_ERRORS.includes(error) ? (error as MyFormError) : null,
  };
};

/**
 * /my and /bn/my, the buyer portal (docs/product.md §11 "Buyer portal pages"): signed out, the
 * e-mailed-code sign-in; signed in, each of the buyer's bookings with its figures and a link to its
 * page, and a sign-out button. Server HTML only: every form is a plain post.
 */
function View({ bookings, email, error }: Loaded<ReturnType<typeof load>>) {
  const { t } = useTranslation(MY);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      {bookings === null ? (
        <div className="space-y-6">
          <SignInForms email={email} error={error} />
          {/* Beside the code: a passkey added before signs in at once (shown only where the browser has passkeys). */}
          <PasskeySignIn />
        </div>
      ) : (
        <section aria-labelledby="bookings-heading" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bookings-heading" className="text-2xl font-bold text-ink-900">
              {t("bookings")}
            </h2>
            <SignOutForm />
          </div>
          {bookings.length === 0 ? (
            <p className="text-ink-700">{t("none")}</p>
          ) : (
            bookings.map((b) => <BookingCard key={b.id} booking={b} level={2} />)
          )}
          <BuyerPasskeys />
        </section>
      )}
    </div>
  );
}

/** Its head: the section's name and words (worker/contract/page-words); the worker adds noindex (routes/pages.ts). */
const head = (_: unknown, { lang, origin, site }: HeadContext) => sectionHead("/my", lang, origin, site);

export default definePage({ load, head, View });
