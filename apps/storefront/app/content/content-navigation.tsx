import { useTranslation } from "react-i18next";
import type { ContentMenuItem } from "~/content/content-navigation-items.ts";

function EntryLink({ item, className }: { item: ContentMenuItem; className: string }) {
  return item.href ? (
    <a href={item.href} className={className}>
      {item.label}
    </a>
  ) : (
    <span className={className}>{item.label}</span>
  );
}

/** A link every shop's footer carries whatever the editors' navigation holds, such as the contract cancellation. */
export interface FixedFooterLink {
  href: string;
  label: string;
  testId: string;
}

/**
 * The shop's footer: the editors' navigation (the stories of the shop's navigation folder) — entries with children
 * become titled columns, the others one column of links — and below it the links every shop must carry. Plain
 * links, so overlay entries open in place with JavaScript (ContentOverlayLinks) and as pages without it.
 */
export function ContentNavigation({
  items,
  fixedLinks,
}: {
  items: ContentMenuItem[];
  fixedLinks: readonly FixedFooterLink[];
}) {
  const { t } = useTranslation();
  const groups = items.filter((item) => item.children.length > 0);
  const singles = items.filter((item) => item.children.length === 0);
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      {items.length > 0 ? (
        <nav
          aria-label={t("footer.navigation")}
          className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="content-navigation"
        >
          {singles.length ? (
            <ul className="space-y-2">
              {singles.map((item) => (
                <li key={item.id}>
                  <EntryLink item={item} className="hover:underline" />
                </li>
              ))}
            </ul>
          ) : null}
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="font-semibold">
                <EntryLink item={group} className="hover:underline" />
              </h2>
              <ul className="mt-3 space-y-2">
                {group.children.map((child) => (
                  <li key={child.id}>
                    <EntryLink item={child} className="text-neutral-700 hover:underline" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 border-t border-neutral-200 px-4 py-4">
        {fixedLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-semibold underline" data-testid={link.testId}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
