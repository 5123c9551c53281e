import { Link } from "react-router";
import { PageHeading } from "~/ui/document-head.tsx";

/** The page of a return from the payment provider's page that confirmed nothing: why, and the way back. */
export function PaymentReturnRefusal({
  title,
  message,
  backTo,
  backLabel,
  testId,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
  testId: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8" data-testid={testId}>
      <PageHeading title={title} />
      <p role="alert">{message}</p>
      <Link to={backTo} className="underline">
        {backLabel}
      </Link>
    </section>
  );
}
