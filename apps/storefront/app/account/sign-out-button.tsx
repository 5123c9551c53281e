import { useTranslation } from "react-i18next";
import { Form, useParams } from "react-router";

/** The sign-out button: a POST form to /signout/, usable anywhere in the shop. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { shop } = useParams();
  return (
    <Form method="post" action={`/${shop}/signout/`} className="contents">
      <button
        type="submit"
        className="rounded border border-neutral-900 px-4 py-2"
        data-testid="signout-submit"
      >
        {t("account.signout.submit")}
      </button>
    </Form>
  );
}
