/** The parts of a billing or shipping address the shop shows (S1 §3 order addresses). */
export interface PostalAddressFields {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
}

/** An address under a heading, as the order pages and the success page show it. */
export function PostalAddress({
  title,
  address,
  className = "",
}: {
  title: string;
  address: PostalAddressFields;
  className?: string;
}) {
  return (
    <section className={`flex flex-col gap-1 ${className}`}>
      <h2 className="font-semibold">{title}</h2>
      <address className="not-italic">
        {address.firstName} {address.lastName}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.zipCode} {address.city}
      </address>
    </section>
  );
}
