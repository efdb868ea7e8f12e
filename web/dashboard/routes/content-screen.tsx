import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useNeedsTranslation } from "@/dashboard/components/bilingual/translation-status";
import { ManageScreen } from "@/dashboard/components/manage-screen/manage-screen";
import { Modal } from "@/dashboard/components/modal/modal";
import { contentColumns, contentLacksBengali, contentSearchFields } from "@/dashboard/features/content/components/content-columns";
import { ContentForm } from "@/dashboard/features/content/components/content-form";
import { ContentView } from "@/dashboard/features/content/components/content-view";
import { ContentDetailsForm } from "@/dashboard/features/content-details/components/content-details-form";
import type { ApiError } from "@/shared/lib/api-error";
import type { ContentSaveInput } from "@/dashboard/lib/content-admin";
import { CONTENT_TYPE_INFO, type ContentItem, type ContentType } from "@/shared/lib/contract";

type Save = UseMutationResult<ContentItem, ApiError, ContentSaveInput>;

export type ContentScreenProps = {
  /** The registry entry (contract/content-types.ts): its label, segment and menu. */
  type: ContentType;
  title: string;
  /** The header button and the add modal's title: "Add Blog". */
  addLabel: string;
  /** The singular in the modal titles: "Edit Blog", "View Blog". */
  noun: string;
  /** docs/product.md §8 text kept for a failed load ("Failed to fetch admin blogs"). */
  loadError: string;
  list: UseQueryResult<ContentItem[], ApiError>;
  create: Save;
  update: Save;
  remove: UseMutationResult<{ deleted: string }, ApiError, string>;
  empty: ReactNode;
  noMatch: ReactNode;
};

type DetailsModal = { item: ContentItem; open: boolean; seq: number };

/**
 * Manage News Events, Manage Coverages, Manage Blogs (docs/product.md §2): one screen driven by the
 * content-type registry; each route passes its own feature's list and mutations and its texts.
 * Beside the kit's Add/Edit/View/Delete it opens Add Details / Edit Details from the row.
 */
export function ContentScreen(p: ContentScreenProps) {
  const withTag = p.type === "news_event";
  const [details, setDetails] = useState<DetailsModal | null>(null);
  const openDetails = (item: ContentItem) => setDetails((d) => ({ item, open: true, seq: (d?.seq ?? 0) + 1 }));
  const label = CONTENT_TYPE_INFO[p.type].label;
  const translation = useNeedsTranslation(contentLacksBengali);

  return (
    <>
      <ManageScreen
        title={p.title}
        description={`Add, edit and remove ${label.toLowerCase()} items and their details. Only approved items are public.`}
        list={p.list}
        loadError={p.loadError}
        table={{
          caption: p.title.replace(/^Manage /, ""),
          columns: contentColumns({ withTag, onDetails: openDetails }),
          searchFields: contentSearchFields,
          searchPlaceholder: "Search by title, status or id",
          rowKey: (c) => c.uniId,
          rowLabel: (c) => c.title,
          toolbar: translation.toolbar,
          empty: translation.empty(p.empty),
          noMatch: p.noMatch,
        }}
        create={{
          label: p.addLabel,
          title: p.addLabel,
          render: () => <ContentForm withTag={withTag} submitLabel={p.addLabel} save={(body, onProgress) => p.create.mutateAsync({ body, onProgress })} />,
        }}
        edit={{
          title: `Edit ${p.noun}`,
          render: (item) => (
            <ContentForm item={item} withTag={withTag} submitLabel={`Update ${p.noun}`} save={(body, onProgress) => p.update.mutateAsync({ uniId: item.uniId, body, onProgress })} />
          ),
        }}
        view={{ title: `View ${p.noun}`, render: (item) => <ContentView item={item} type={p.type} /> }}
        remove={{ message: `Are you sure you want to delete this ${p.noun.toLowerCase()}?`, run: (item) => p.remove.mutateAsync(item.uniId) }}
        rowFilter={translation.rowFilter}
      />
      {details && (
        <Modal
          key={details.seq}
          open={details.open}
          onOpenChange={(o) => (o ? undefined : setDetails((d) => d && { ...d, open: false }))}
          title={details.item.details ? "Edit Details" : "Add Details"}
        >
          <ContentDetailsForm type={p.type} owner={details.item} details={details.item.details} />
        </Modal>
      )}
    </>
  );
}
