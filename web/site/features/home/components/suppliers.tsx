import { useTranslation } from "@/shared/i18n/use-translation";
import { HOME } from "@/shared/i18n/home";
import { supplierLogoSrc } from "../lib/supplier-logos";
import { supplierOrder } from "../lib/suppliers";
import { HomeSection } from "./section-heading";

/** Home section 9: 16 logos, id 5 last, 2 / 3 / 4 / 6 / 8 columns as the screen widens. */
export function Suppliers() {
  const { t } = useTranslation(HOME);
  return (
    <HomeSection name="suppliers" className="bg-white py-20 lg:py-24">
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8" data-testid="suppliers">
        {supplierOrder().map((id) => (
          <li key={id} className="supplier-tile">
            <img
              src={supplierLogoSrc(id)}
              alt={t("suppliers.alt", { id })}
              width={200}
              height={40}
              loading="lazy"
              decoding="async"
              className="supplier-logo"
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
