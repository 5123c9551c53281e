/**
 * The fields of a complete de-DE checkout form by PayPal to a Berlin address, but for its idempotency key: the form
 * the schema tests parse and the end-to-end tests post.
 */
export const BERLIN_CHECKOUT_FIELDS = {
  "billing.firstName": "Anna",
  "billing.lastName": "Muster",
  "billing.street": "Hauptstraße",
  "billing.houseNumber": "1",
  "billing.zipCode": "10115",
  "billing.city": "Berlin",
  paymentKey: "paypal_instant",
};
