import { PageHeader } from "@/dashboard/components/layouts/page-header";
import { ApprovalSetting } from "@/dashboard/components/publishing/approval-setting";
import { useProfile } from "@/dashboard/features/auth/api/get-profile";
import { roleOf } from "@/shared/lib/contract";
import { useAbout } from "@/dashboard/features/about/api/get-about";
import { AboutForm } from "@/dashboard/features/about/components/about-form";
import { useContactInformation } from "@/dashboard/features/contact-information/api/get-contact-information";
import { ContactInformationForm } from "@/dashboard/features/contact-information/components/contact-information-form";
import { useSalesEmail } from "@/dashboard/features/contact-information/api/sales-email";

/**
 * Settings > Company (/dashboard/settings/company, menu set003a, Admin and Super-Admin; docs/decisions.md):
 * the contact details every public page shows, and the About page.
 */
export function Component() {
  const contact = useContactInformation();
  const sales = useSalesEmail();
  const about = useAbout();
  // Whether approving needs an Admin: the Super-Admin's call (the API refuses anyone else).
  const superAdmin = roleOf(useProfile().data?.designation ?? "") === "Super-Admin";
  return (
    <>
      <PageHeader title="Company" description="The contact details shown on every public page, and the About page." />
      <div className="flex flex-col gap-8">
        {superAdmin && <ApprovalSetting />}
        <section aria-labelledby="company-contact" className="rounded-xl border border-border bg-white p-4 sm:p-6">
          <h2 id="company-contact" className="mb-4 text-lg font-semibold">Contact information</h2>
          {contact.isPending || sales.isPending ? <p>Loading…</p> : <ContactInformationForm info={contact.data ?? null} salesEmail={sales.data?.salesEmail ?? ""} />}
        </section>
        <section aria-labelledby="company-about" className="rounded-xl border border-border bg-white p-4 sm:p-6">
          <h2 id="company-about" className="mb-4 text-lg font-semibold">About page</h2>
          {about.isPending ? <p>Loading…</p> : about.data ? <AboutForm about={about.data} /> : <p>The About record could not be loaded.</p>}
        </section>
      </div>
    </>
  );
}
