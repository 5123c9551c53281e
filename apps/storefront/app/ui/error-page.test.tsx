import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import type { ErrorStories } from "~/platform/errors.ts";
import { ErrorPage } from "./error-page.tsx";

const STORIES: ErrorStories = {
  notFound: { title: "Nie znaleziono strony", text: "Strona nie istnieje.", linkLabel: "Strona główna" },
  error: { title: "Wystąpił błąd", text: "Coś poszło nie tak.", linkLabel: "Strona główna" },
};

/** The error page as a route's error boundary renders it for `error` (what a loader threw, as the router keeps it), with the shop layout's `stories`. */
function rendered(error: unknown, stories?: ErrorStories): string {
  const Stub = createRoutesStub([
    { id: "page", path: "/", Component: () => null, ErrorBoundary: () => <ErrorPage stories={stories} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ errors: { page: error } }} />);
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ");

describe("the error page (rule:layout.error-page)", () => {
  it("shows the layout's not-found story for a 404 without a story of its own, never the raw message", () => {
    const notFound = new ErrorResponse(404, "Not Found", {
      message: "Page Not Found: /pl-pl/nie-ma/",
      homePath: "/pl-pl/",
    });
    const html = rendered(notFound, STORIES);
    expect(html).toContain("Nie znaleziono strony");
    expect(html).toContain("Strona nie istnieje.");
    expect(visibleText(html)).not.toContain("Page Not Found");
    expect(html).toContain('href="/pl-pl/"');
  });

  it("prefers the story the failing loader fetched", () => {
    const notFound = new ErrorResponse(404, "Not Found", {
      message: "Page Not Found: /x/",
      content: { title: "Own", text: "Own text", linkLabel: "Home" },
    });
    expect(rendered(notFound, STORIES)).toContain("Own text");
  });

  it("shows the layout's error story for a failure", () => {
    const html = rendered(new Error("engine answered nonsense"), STORIES);
    expect(html).toContain("Wystąpił błąd");
    expect(html).not.toContain("engine answered nonsense");
  });

  it("keeps its own text for an unavailable dependency", () => {
    const unavailable = new ErrorResponse(503, "Service Unavailable", { message: "content unavailable" });
    expect(rendered(unavailable, STORIES)).not.toContain("Wystąpił błąd");
  });
});
