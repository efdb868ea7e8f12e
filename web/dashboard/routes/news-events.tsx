import { useCreateNewsEvent } from "@/dashboard/features/news-events/api/create-news-event";
import { useDeleteNewsEvent } from "@/dashboard/features/news-events/api/delete-news-event";
import { useAdminNewsEvents } from "@/dashboard/features/news-events/api/get-admin-news-events";
import { useUpdateNewsEvent } from "@/dashboard/features/news-events/api/update-news-event";
import { ContentScreen } from "./content-screen";

/** Manage News Events (docs/product.md §2): /dashboard/news-event, menu new004; each item is tagged news or event. */
export function Component() {
  return (
    <ContentScreen
      type="news_event"
      title="Manage News Events"
      addLabel="Add News Event"
      noun="News Event"
      loadError="Failed to fetch admin news events"
      list={useAdminNewsEvents()}
      create={useCreateNewsEvent()}
      update={useUpdateNewsEvent()}
      remove={useDeleteNewsEvent()}
      empty="No news or events yet. Add one with Add News Event."
      noMatch="No news or events match your search."
    />
  );
}
