import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { signOut } from "~/account/account.server.ts";
import { SignOutButton } from "~/account/sign-out-button.tsx";
import { noIndexMeta } from "~/platform/seo.ts";
import { requireShop, shopPageLoader, shopPath } from "~/platform/shop.ts";
import { PageHeading } from "~/ui/document-head.tsx";
import type { Route } from "./+types/signout";

export const loader = shopPageLoader;

/** Sign-out: only a same-site POST signs out (ADR 0009), so a link or image on another site cannot. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  const shop = requireShop(params, url);
  const cookie = await signOut(context, request, shop);
  throw redirect(shopPath(shop, "/"), cookie ? { headers: { "set-cookie": cookie } } : undefined);
}

export const meta = noIndexMeta;

/** Opened by address: asks before signing out. */
export default function SignOutPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <PageHeading title={t("account.signout.title")} />
      <p>{t("account.signout.question")}</p>
      <SignOutButton />
    </section>
  );
}
