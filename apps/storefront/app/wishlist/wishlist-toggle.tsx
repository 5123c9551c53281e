import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { OutcomeAlert } from "~/ui/alerts.tsx";
import { submitInPlace } from "~/ui/submit-in-place.ts";
import type { WishlistChangeOutcome } from "~/wishlist/wishlist-outcome.ts";
import { wishlistOutcomeAlert } from "~/wishlist/wishlist-outcome.ts";

/**
 * Adds a product to the wishlist or removes it (rule:wishlist.toggle). Without JavaScript the form posts and comes
 * back to `returnTo`; with it, the page stays and the header badge updates.
 */
export function WishlistToggle(props: {
  shopCode: string;
  productId: number;
  inWishlist: boolean;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WishlistChangeOutcome>();
  const action = `/${props.shopCode}/wishlist/`;
  return (
    <fetcher.Form method="post" action={action} onSubmit={submitInPlace(fetcher, action)}>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="redirectTo" value={props.returnTo} />
      <button
        type="submit"
        aria-pressed={props.inWishlist}
        disabled={fetcher.state !== "idle"}
        className="flex w-full items-center justify-center gap-2 rounded border border-neutral-400 px-6 py-3 font-semibold hover:bg-neutral-50"
        data-testid="wishlist-toggle"
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill={props.inWishlist ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        {props.inWishlist ? t("wishlist.inList") : t("wishlist.add")}
      </button>
      <OutcomeAlert outcome={fetcher.data} toAlert={(done) => wishlistOutcomeAlert(done, t)} />
    </fetcher.Form>
  );
}
