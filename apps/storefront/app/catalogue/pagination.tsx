import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Previous/next links of a paged listing as plain links (work without JavaScript); nothing for one page. */
export function Pagination({
  page,
  last,
  href,
}: {
  page: number;
  last: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={t("listing.pagination")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link rel="prev" to={href(page - 1)} className="rounded border px-4 py-2">
          {t("listing.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("listing.pageOf", { page, last })}</span>
      {page < last ? (
        <Link rel="next" to={href(page + 1)} className="rounded border px-4 py-2">
          {t("listing.next")}
        </Link>
      ) : null}
    </nav>
  );
}
