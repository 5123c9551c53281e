import type { Availability, FrameMeasurements } from "@eyewear/shop-rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button.tsx";
import { Overlay } from "~/ui/overlay.tsx";
import { useHydrated } from "~/ui/use-hydrated.ts";
import { AvailabilityText } from "./availability-text.tsx";

/** A size of a product as the size overlay lists it: its label, frame measurements as bare millimetres and availability. */
export interface SizeRow extends FrameMeasurements {
  id: number;
  label: string;
  availability: Availability;
}

/** The measurements the size guide lists, in column order. */
const MEASUREMENT_KEYS = [
  "lensWidth",
  "bridgeWidth",
  "templeLength",
] as const satisfies readonly (keyof FrameMeasurements)[];

/**
 * The size overlay: every size with its availability by the stock rule (rule:catalogue.availability-levels) and the
 * frame-size measurements lensWidth, bridgeWidth and templeLength. The sizes themselves stay choosable on the page,
 * so without JavaScript nothing is lost when the button is not offered.
 */
export function SizeOverlay({ sizes }: { sizes: SizeRow[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  const measured = sizes.some((size) => MEASUREMENT_KEYS.some((key) => size[key] !== undefined));
  return (
    <>
      <Button
        look="text"
        size="sm"
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        testId="size-overlay-open"
      >
        {t("product.sizeGuide")}
      </Button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title={t("product.sizeGuide")}
        testId="size-overlay"
      >
        {/* Narrow screens scroll the table sideways; the region takes focus so a keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="overflow-x-auto" aria-label={t("product.sizeGuide")} tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-200">
                <th scope="col" className="py-2 pr-4">
                  {t("product.size")}
                </th>
                {measured ? (
                  <>
                    <th scope="col" className="py-2 pr-4">
                      {t("product.lensWidth")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("product.bridgeWidth")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("product.templeLength")}
                    </th>
                  </>
                ) : null}
                <th scope="col" className="py-2">
                  {t("product.availability")}
                </th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size.id} className="border-b border-neutral-100" data-testid="size-overlay-row">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {size.label || t("product.oneSize")}
                  </th>
                  {measured
                    ? MEASUREMENT_KEYS.map((key) => (
                        <td key={key} className="py-2 pr-4">
                          {size[key] === undefined ? "-" : t("product.millimetres", { value: size[key] })}
                        </td>
                      ))
                    : null}
                  <td className="py-2">
                    <AvailabilityText availability={size.availability} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Overlay>
    </>
  );
}
