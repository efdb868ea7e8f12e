import { api } from "@/shared/lib/api-client";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { messagesQuery } from "./get-messages";

/** DELETE /api/messages/{id}/delete. */
export const deleteMessage = (id: number) => json<{ deleted: number }>(api.messages[":id"].delete.$delete({ param: { id: String(id) } }));

/** docs/product.md §8 toasts. */
export const useDeleteMessage = () =>
  useApiMutation({
    mutationFn: deleteMessage,
    success: "Message deleted successfully!",
    failure: "Failed to delete message.",
    invalidates: [messagesQuery().queryKey],
  });
