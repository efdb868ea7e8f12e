import { api } from "@/shared/lib/api-client";
import type { Extra, FloorPremium, PriceListVersion } from "@/shared/lib/contract";
import { useApiMutation } from "@/dashboard/lib/use-api-mutation";
import { sendJson } from "../lib/send-json";
import { priceVersionsQuery } from "./get-price-versions";
import { unitChangeInvalidates } from "./unit-lists";

export type PriceListInput = { ratePerSft: number; floorPremiums: FloorPremium[]; extras: Extra[]; showPrices: boolean };

/** PUT /api/projects/{uniId}/prices: a new version of the price list; the old ones stay. */
export const updatePrices = (uniId: string, body: PriceListInput) =>
  sendJson<PriceListVersion>(api.projects[":uniId"].prices.$path({ param: { uniId } }), "PUT", body);

/** Flats' prices and the report's unsold value follow the new list. */
export const useUpdatePrices = (uniId: string) =>
  useApiMutation({
    mutationFn: (body: PriceListInput) => updatePrices(uniId, body),
    success: "Price list saved as a new version",
    failure: false,
    invalidates: [priceVersionsQuery(uniId).queryKey, ...unitChangeInvalidates(uniId)],
  });
