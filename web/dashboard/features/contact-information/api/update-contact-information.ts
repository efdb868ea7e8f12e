import { api } from "@/shared/lib/api-client";
import type { ContactInformation } from "@/shared/lib/contract";
import { type UploadProgress, sendMultipart } from "@/dashboard/lib/multipart";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { contactInformationQuery } from "@/dashboard/features/contact-information/api/get-contact-information";
import { salesEmailQuery } from "./sales-email";

export type UpdateContactInformationInput = { body: FormData; onProgress?: (p: UploadProgress) => void };

/** PATCH /api/contactInformation (multipart; `image` is the optional background). Settings > Company. */
export const updateContactInformation = ({ body, onProgress }: UpdateContactInformationInput) =>
  sendMultipart<ContactInformation>({ method: "PATCH", url: api.contactInformation.$path(), body, onProgress });

export const useUpdateContactInformation = () =>
  useApiMutation({
    mutationFn: updateContactInformation,
    success: "Contact information updated successfully",
    failure: "Failed to update the contact information. Please try again.",
    invalidates: [contactInformationQuery().queryKey, salesEmailQuery().queryKey],
  });
