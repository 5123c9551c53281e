import { branchPath, displayPhoneNumber } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Branch } from "~/branches/branches.server.ts";

/** Monday 1 January 2024, so weekday n of the opening hours (0 Monday … 6 Sunday) is this date plus n days. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

/** The storefront path of a branch page in a shop. */
export function branchHref(shopCode: string, branch: Pick<Branch, "id" | "address">): string {
  return `/${shopCode}${branchPath({ id: branch.id, city: branch.address.city })}`;
}

/** A branch's street, house number, zip code and city. */
export function BranchAddress({ branch }: { branch: Pick<Branch, "address"> }) {
  const { address } = branch;
  return (
    <address className="not-italic">
      {address.street} {address.houseNumber}
      <br />
      {address.zipCode} {address.city}
    </address>
  );
}

/** The branch's opening hours, Monday to Sunday, with weekday names in the shop's language. */
export function OpeningHours({ branch, locale }: { branch: Pick<Branch, "openingHours">; locale: string }) {
  const { t } = useTranslation();
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return (
    <table className="w-full max-w-sm text-left" data-testid="opening-hours">
      <caption className="sr-only">{t("branches.openingHours")}</caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const intervals = branch.openingHours[day] ?? [];
          return (
            <tr key={day} className="border-b border-neutral-200">
              <th scope="row" className="py-1 pr-4 font-medium">
                {weekdayName.format(new Date(A_MONDAY_UTC + Number(day) * DAY_MS))}
              </th>
              <td className="py-1">
                {intervals.length === 0
                  ? t("branches.closed")
                  : intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(", ")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A branch's phone number as a tel: link (the number without its spaces), shown by rule:account.phone-display. */
export function PhoneLink({ phone, testId }: { phone: string; testId?: string }) {
  return (
    <a href={`tel:${phone.replace(/\s+/g, "")}`} className="underline" data-testid={testId}>
      {displayPhoneNumber(phone)}
    </a>
  );
}

/**
 * A branch as one entry of a list: its name linking to the branch page (with `query`, e.g. a ropo hand-over, when
 * given), the address and the phone number.
 */
export function BranchCard({
  branch,
  shopCode,
  query,
}: {
  branch: Branch;
  shopCode: string;
  query?: string;
}) {
  return (
    <article className="flex flex-col gap-1 rounded border border-neutral-300 p-4" data-testid="branch-card">
      <h2 className="text-lg font-semibold">
        <Link
          to={query ? `${branchHref(shopCode, branch)}?${query}` : branchHref(shopCode, branch)}
          className="underline"
          data-testid="branch-link"
        >
          {branch.name}
        </Link>
      </h2>
      <BranchAddress branch={branch} />
      <PhoneLink phone={branch.phone} />
    </article>
  );
}

/**
 * The notice of a find-branch hand-over (rule:ropo.branch-handoff): how many ropo basket frames go along to the
 * branch.
 */
export function RopoHandoverNotice({
  count,
  messageKey,
}: {
  count: number;
  messageKey: "ropoChoose" | "ropoChosen";
}) {
  const { t } = useTranslation();
  return (
    <p className="rounded border-l-4 border-sky-700 bg-sky-50 p-3" data-testid="ropo-handover">
      {t(`branches.${messageKey}`, { count })}
    </p>
  );
}
