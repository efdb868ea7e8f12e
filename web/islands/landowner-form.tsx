import { LandownerForm } from "@/features/messages/components/landowner-form";
import { island } from "@/lib/island";

/** /landowner's proposal form. */
export default island("landowner-form", LandownerForm);
