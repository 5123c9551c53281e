import { useTranslation } from "react-i18next";
import { servicesContext } from "~/platform/context.ts";
import { notFound } from "~/platform/errors.ts";
import { visibleOutboxMails } from "~/platform/mail.server.ts";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/outbox";

/**
 * Developer page of demo mode: the mails this browser caused, so a tester can follow their links; nobody else's
 * (rule:platform.demo-outbox-visibility). Production mode answers 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  if (!context.get(servicesContext).demoMode) throw notFound(url);
  const mails = await visibleOutboxMails(context, shop);
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: mail.text.match(/https?:\/\/\S+/g) ?? [],
      createdAt: mail.createdAt,
      sent: mail.sentAt !== null,
    })),
  };
}

export const meta = noIndexMeta;

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-6 py-8">
      <PageHeading title={t("account.outbox.title")} />
      <p>{t("account.outbox.onlyOwn")}</p>
      {loaderData.mails.length === 0 ? <p>{t("account.outbox.empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded border border-neutral-300 p-4" data-testid="outbox-mail">
            <h2 className="font-semibold">{mail.subject}</h2>
            <p data-testid="outbox-to">
              {t("account.outbox.to")}: {mail.to} · {mail.createdAt} ·{" "}
              {mail.sent ? t("account.outbox.sent") : t("account.outbox.unsent")}
            </p>
            <pre className="whitespace-pre-wrap">{mail.text}</pre>
            {mail.links.map((link) => (
              <a key={link} href={link} className="underline" data-testid="outbox-link">
                {t("account.outbox.openLink")}
              </a>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
