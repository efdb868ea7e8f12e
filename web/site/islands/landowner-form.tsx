import { LandownerForm } from "@/site/features/messages/components/landowner-form";
import { island } from "@/shared/lib/island";

/** /landowner's proposal form. */
export default island("landowner-form", LandownerForm);
