import { api } from "@/shared/lib/api-client";
import type { LeadUpdate, Message } from "@/shared/lib/contract";
import { json } from "@/shared/lib/fetch-json";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { messagesQuery } from "./get-messages";

type Param = { param: { id: string } };

/** PATCH /api/messages/{id} (JSON): status, owner or follow-up day. The route reads its JSON itself, hence the casts. */
export const updateLead = ({ id, ...change }: LeadUpdate & { id: number }) =>
  json<Message>(api.messages[":id"].$patch({ param: { id: String(id) }, json: change } as Param));

export const useUpdateLead = () =>
  useApiMutation({ mutationFn: updateLead, success: "Lead updated", failure: "Failed to update the lead.", invalidates: [messagesQuery().queryKey] });

/** POST /api/messages/{id}/notes (JSON { text }). */
export const addLeadNote = ({ id, text }: { id: number; text: string }) =>
  json<unknown>(api.messages[":id"].notes.$post({ param: { id: String(id) }, json: { text } } as Param));

export const useAddLeadNote = () =>
  useApiMutation({ mutationFn: addLeadNote, success: "Note added", failure: "Failed to add the note.", invalidates: [messagesQuery().queryKey] });
