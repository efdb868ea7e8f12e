import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Modal } from "@/dashboard/components/modal/modal";
import { Button } from "@/shared/components/ui/button";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import type { LeadDetail, LeadUnit } from "@/shared/lib/contract";
import { BookingForm } from "@/dashboard/features/bookings/components/booking-form";
import { usePlans } from "@/dashboard/features/units/api/get-plans";
import { unitsQuery } from "@/dashboard/features/units/api/get-units";

/** Whether a lead may book this flat from its dialog: available, or held for this very lead. */
export const bookableFor = (u: LeadUnit) => u.status === "available" || (u.status === "hold" && u.held);

/**
 * "Book this flat" from a lead (issue 46: "from a lead or directly"; docs/product.md §11): the Units screen's
 * booking form in a modal over the lead's, the lead's id kept on the booking and its name, phone and e-mail
 * as the main buyer's. A page composes the two features: the inbox's lead and the bookings' form.
 */
export function BookFromLead({ unit, lead }: { unit: LeadUnit; lead: Pick<LeadDetail, "id" | "name" | "number" | "email"> }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button size="sm" variant="ghost" className="border border-border" aria-label={`Book this flat: ${unit.code}`} onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" />
        Book this flat
      </Button>
      {open && (
        <Modal open onOpenChange={setOpen} title={`Book flat ${unit.code}`} description={`${unit.projectName ?? unit.projectUniId} · flat ${unit.code}, for lead #${lead.id}`}>
          <PlansThenForm unit={unit} lead={lead} onBooked={(id) => navigate(paths.dashboard(dashboardPatterns.booking.replace(":id", String(id))))} />
        </Modal>
      )}
    </>
  );
}

function PlansThenForm({ unit, lead, onBooked }: { unit: LeadUnit; lead: Pick<LeadDetail, "id" | "name" | "number" | "email">; onBooked: (id: number) => void }) {
  const plans = usePlans(unit.projectUniId);
  if (plans.isPending) return <p>Loading the project&apos;s plans…</p>;
  if (plans.error) return <p role="alert">{plans.error.message}</p>;
  return (
    <BookingForm
      unit={{ id: unit.id, holdLeadId: lead.id }}
      lead={{ name: lead.name, phone: lead.number, email: lead.email }}
      plans={plans.data}
      invalidates={[unitsQuery(unit.projectUniId).queryKey, ["messages"]]}
      onBooked={(b) => onBooked(b.id)}
    />
  );
}
