/**
 * Company facts shown in static copy (docs/product.md §1). The company's contact details (phones, WhatsApp,
 * e-mail, address, social links, businesses) are NOT here: they live in the contact record
 * (GET /api/contactInformation), which staff edit in Settings > Company.
 */
export const company = {
  name: "UDAY",
  legalName: "UDAY Properties Ltd.",
  established: 2009,
  /** docs/product.md §1 figures the API does not hold (GET /total-count holds the other six). */
  yearsOfExperience: 17,
  upcoming: { projects: 11, flats: 257 },
  landShareSaving: { min: 35, max: 40 },
  constructionMonths: { min: 30, max: 36 },
} as const;

/** docs/product.md §9 constants used by the public site. */
export const SITE = {
  sliderIntervalMs: 10_000,
  sliderDescriptionMax: 200,
  copyConfirmMs: 2000,
  menuPreviewDesktop: 5,
  menuPreviewMobile: 3,
  homeFirst: 3,
  cardTruncate: 150,
  cardLongCut: 800,
  recentDays: 7,
  galleryPreview: 4,
  testimonialWords: 40,
  testimonialToggleAbove: 10,
  testimonialSlideMs: 700,
  map: { center: [23.8103, 90.4125] as [number, number], zoom: 12, cardCloseMs: 300, cardOffset: { x: 20, y: -100 } },
  toastMs: 5000,
} as const;
