import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("is a submit button of its look and size, with the test id", () => {
    const html = renderToStaticMarkup(
      <Button look="primary" size="lg" wide testId="basket-checkout">
        Zur Kasse
      </Button>,
    );
    expect(html).toBe(
      '<button type="submit" class="rounded bg-sky-800 font-semibold text-white hover:bg-sky-900 disabled:bg-neutral-400 px-6 py-3 w-full" data-testid="basket-checkout">Zur Kasse</button>',
    );
  });

  it("keeps a text look free of padding, and passes type, extra classes and other attributes on", () => {
    const html = renderToStaticMarkup(
      <Button look="text" size="sm" type="button" className="mt-auto" aria-label="Entfernen" disabled>
        x
      </Button>,
    );
    expect(html).toBe(
      '<button type="button" class="underline disabled:opacity-60 text-sm mt-auto" aria-label="Entfernen" disabled="">x</button>',
    );
  });
});
