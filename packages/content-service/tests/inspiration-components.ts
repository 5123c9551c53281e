/** Every content component, in the order the seeded inspiration page shows them (rule:content.components). */
export const INSPIRATION_PAGE_COMPONENTS = [
  "hero",
  "teaser_grid",
  "slider",
  "questionnaire",
  "newsletter",
  "face_scan",
  "hearing_test",
  "prescription_loader",
  "product_subscription",
  "accordion",
  "video",
];
