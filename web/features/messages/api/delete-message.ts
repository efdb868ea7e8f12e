import { api } from "@/lib/api-client";
import { json } from "@/lib/fetch-json";
import { useApiMutation } from "@/lib/use-api-mutation";
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
