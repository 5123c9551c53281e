/** The parts of a billing or shipping address the shop shows on orders and in checkout. */
export interface PostalAddressFields {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
}

/** The lines of an address as letters show it: name, street and number, zip code and city. */
export function postalAddressLines(address: PostalAddressFields): [string, string, string] {
  return [
    `${address.firstName} ${address.lastName}`,
    `${address.street} ${address.houseNumber}`,
    `${address.zipCode} ${address.city}`,
  ];
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
  const [name, street, city] = postalAddressLines(address);
  return (
    <section className={`flex flex-col gap-1 ${className}`}>
      <h2 className="font-semibold">{title}</h2>
      <address className="not-italic">
        {name}
        <br />
        {street}
        <br />
        {city}
      </address>
    </section>
  );
}
