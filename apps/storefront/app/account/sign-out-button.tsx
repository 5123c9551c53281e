import { useTranslation } from "react-i18next";
import { Form, useParams } from "react-router";
import { Button } from "~/ui/button.tsx";

/** The sign-out button: a POST form to /signout/, usable anywhere in the shop. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { shop } = useParams();
  return (
    <Form method="post" action={`/${shop}/signout/`} className="contents">
      <Button look="secondary" testId="signout-submit">
        {t("account.signout.submit")}
      </Button>
    </Form>
  );
}
