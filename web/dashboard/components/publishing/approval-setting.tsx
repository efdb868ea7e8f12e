import { useApprovalSetting, useSetApprovalSetting } from "./publishing-api";

/**
 * The Super-Admin's switch of issue 32: when on, Managers save items as pending or checking and an Admin
 * or Super-Admin approves. For Settings > Company (`web/dashboard/routes/company.tsx`, shown to a
 * Super-Admin).
 */
export function ApprovalSetting() {
  const setting = useApprovalSetting();
  const change = useSetApprovalSetting();
  return (
    <section aria-labelledby="approval-setting" className="rounded-xl border border-border bg-white p-4 sm:p-6">
      <h2 id="approval-setting" className="mb-2 text-lg font-semibold">Approval</h2>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={setting.data?.required ?? false} disabled={setting.isPending || change.isPending} onChange={(e) => change.mutate(e.target.checked)} />
        Only an Admin or Super-Admin may approve (Managers save as pending or checking)
      </label>
    </section>
  );
}
