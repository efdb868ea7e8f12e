import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/shared/i18n/use-translation";
import { MY } from "@/shared/i18n/my";
import { LISTS, SITE_NAME, twinText } from "@/shared/lib/contract";
import { Link } from "@/shared/lib/router";
import { ProjectProgress } from "@/shared/views/project-progress";
import { BookingCard } from "@/site/features/buyer-portal/components/booking-card";
import { type MyDocument, BookingDocuments } from "@/site/features/buyer-portal/components/booking-documents";
import { CallUs } from "@/site/features/buyer-portal/components/call-us";
import { PaymentList } from "@/site/features/buyer-portal/components/payment-list";
import { ScheduleTable } from "@/site/features/buyer-portal/components/schedule-table";
import { SignInForms, SignOutForm } from "@/site/features/buyer-portal/components/sign-in-forms";
import { myPaths } from "@/site/features/buyer-portal/lib/money";
import { View as NotFound } from "./not-found";
import { definePage, type HeadContext, type Loaded, type LoadContext } from "@/site/app/page-module";

/**
 * The buyer's bookings (null signed out), this one (null when it is not theirs: the API's 404) and its
 * project's construction updates (the public read: none for a project visitors do not see).
 */
const load = ({ read, params }: LoadContext) => {
  const booking = read.myBooking({ id: params.id! });
  return {
    bookings: read.myBookings(),
    booking,
    progress: booking.then((b) => (b ? read.progress({ id: b.project.uniId }) : null)),
  };
};

/**
 * /my/bookings/{id} (docs/product.md §11 "Buyer portal pages"): the booking's figures, its schedule,
 * payments with their receipts, the documents staff shared, the project's latest construction update
 * and whom to call. Signed out, the sign-in; another buyer's booking is the not-found page (404: `head`).
 */
function View({ bookings, booking, progress }: Loaded<ReturnType<typeof load>>) {
  const { t, lang } = useTranslation(MY);
  if (bookings !== null && booking === null) return <NotFound />;
  if (bookings === null || booking === null)
    return (
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <h1 className="text-center text-3xl font-bold text-ink-900">{t("title")}</h1>
        <SignInForms email={null} error={null} />
      </div>
    );
  const documents = (booking as typeof booking & { documents?: MyDocument[] }).documents;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={myPaths.home()} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-600">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("back")}
        </Link>
        <SignOutForm />
      </div>
      <BookingCard booking={booking} level={1} />
      <ScheduleTable lines={booking.schedule} />
      <PaymentList payments={booking.payments} />
      <BookingDocuments bookingId={booking.id} documents={documents} />
      <CallUs phone={booking.contactPhone} />
      {/* The latest update only: the project's page has the whole timeline. */}
      <ProjectProgress name={twinText(booking.project, "name", lang)} updates={progress?.slice(0, 1) ?? null} />
    </div>
  );
}

/** Its head: "Flat 3A, Project | UDAY"; signed out, the portal's; another buyer's booking, none (a 404 no one indexes). */
function head({ bookings, booking }: Loaded<ReturnType<typeof load>>, { lang, params }: HeadContext) {
  const words = LISTS["/my"]![lang];
  if (bookings !== null && booking === null) return null;
  const title = booking ? `${booking.unitLabel}, ${twinText(booking.project, "name", lang)} | ${words.name}` : words.name;
  return { title: `${title} | ${SITE_NAME}`, description: words.description, path: `/my/bookings/${encodeURIComponent(params.id!)}`, jsonLd: [] };
}

export default definePage({ load, head, View });
