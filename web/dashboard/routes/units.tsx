import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { Modal } from "@/dashboard/components/modal/modal";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/dashboard/components/ui/tabs";
import { Button } from "@/shared/components/ui/button";
import { Skeleton } from "@/shared/components/ui/skeleton";
import { dashboardPatterns } from "@/dashboard/config/dashboard-paths";
import { paths } from "@/shared/config/paths";
import type { Unit } from "@/shared/lib/contract";
import { projectDetailsQuery } from "@/dashboard/features/projects/api/get-project-details";
import { BackToProject } from "@/dashboard/features/projects/components/back-to-project";
import { unitsQuery, useUnits } from "@/dashboard/features/units/api/get-units";
import { usePlans } from "@/dashboard/features/units/api/get-plans";
import { BookingForm } from "@/dashboard/features/bookings/components/booking-form";
import { BulkCreateForm } from "@/dashboard/features/units/components/bulk-create-form";
import { FlatPanel } from "@/dashboard/features/units/components/flat-panel";
import { PricesAndPlans } from "@/dashboard/features/units/components/prices-and-plans";
import { flatName, UnitGrid } from "@/dashboard/features/units/components/unit-grid";
import { UnitLegend } from "@/dashboard/features/units/components/unit-legend";
import { staffDefaultsForPublicQuery } from "@/dashboard/lib/staff-query";

type Open = { kind: "add" } | { kind: "flat"; id: number } | { kind: "book"; id: number };

/**
 * /dashboard/projects/projects/{uniId}/units (issue 45): a project's flats floor by floor, Add Flats in
 * bulk, and each flat's edit, hold, release and status in a modal; its price list and plans in a second tab.
 */
export function Component() {
  const { uniId = "" } = useParams();
  const project = useQuery({ ...projectDetailsQuery(uniId), ...staffDefaultsForPublicQuery });
  const units = useUnits(uniId);
  const plans = usePlans(uniId);
  const navigate = useNavigate();
  const [open, setOpen] = useState<(Open & { shown: boolean; seq: number }) | null>(null);
  const show = (o: Open) => setOpen((m) => ({ ...o, shown: true, seq: (m?.seq ?? 0) + 1 }));
  // The open flat is read from the list, so it shows its new status once the list refreshes.
  const flat: Unit | undefined = open && open.kind !== "add" ? units.data?.find((u) => u.id === open.id) : undefined;
  const name = project.data?.name ?? uniId;

  return (
    <>
      <PageHeader
        title={`Units: ${name}`}
        description="Every flat of the project by floor. Choose a flat to edit it, hold it for a lead, release, book or sell it."
        actions={
          <>
            <BackToProject uniId={uniId} />
            <Button onClick={() => show({ kind: "add" })}>
              <Plus aria-hidden="true" />
              Add Flats
            </Button>
          </>
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        {units.isPending && <Skeleton className="h-48 w-full" />}
        {units.isError && (
          <div role="alert" className="rounded-xl border border-border bg-white p-4 text-destructive">
            {units.error.message}{" "}
            <Button variant="ghost" className="border border-border" onClick={() => void units.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {units.data && (
          <Tabs defaultValue="flats" className="flex min-w-0 flex-col gap-4">
            <TabsList aria-label="Units screen">
              <TabsTrigger value="flats">Flats</TabsTrigger>
              <TabsTrigger value="prices">Prices and plans</TabsTrigger>
            </TabsList>
            <TabsContent value="flats" className="flex min-w-0 flex-col gap-4">
              <UnitLegend units={units.data} />
              {units.data.length ? <UnitGrid units={units.data} onOpen={(u) => show({ kind: "flat", id: u.id })} /> : <p className="rounded-xl border border-border bg-white p-4">No flats yet. Add them with Add Flats.</p>}
            </TabsContent>
            <TabsContent value="prices" className="min-w-0">
              <PricesAndPlans uniId={uniId} units={units.data} />
            </TabsContent>
          </Tabs>
        )}
      </div>
      {open && (open.kind === "add" || flat) && (
        <Modal
          key={open.seq}
          open={open.shown}
          onOpenChange={(o) => (o ? undefined : setOpen((m) => m && { ...m, shown: false }))}
          title={open.kind === "add" ? "Add Flats" : open.kind === "book" ? `Book flat ${flat!.code}` : `Flat ${flat!.code}`}
          description={open.kind === "add" ? undefined : flatName(flat!)}
        >
          {open.kind === "add" && <BulkCreateForm uniId={uniId} />}
          {open.kind === "flat" && <FlatPanel unit={flat!} onBook={() => show({ kind: "book", id: flat!.id })} />}
          {open.kind === "book" && (
            <BookingForm
              unit={flat!}
              plans={plans.data ?? []}
              invalidates={[unitsQuery(uniId).queryKey]}
              onBooked={(b) => navigate(paths.dashboard(dashboardPatterns.booking.replace(":id", String(b.id))))}
            />
          )}
        </Modal>
      )}
    </>
  );
}
