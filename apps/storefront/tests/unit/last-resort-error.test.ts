/** ASVS V7.4.3: the storefront server's last-resort error handler (server/main.ts). */
import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { DependencyUnavailableError } from "../../app/platform/dependency-guard.ts";
import { lastResortErrorHandler } from "../../server/main.ts";

/** A server whose routes fail as the image server can, answered by the last-resort handler logging to `lines`. */
function failingServer(lines: string[]) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.get("/images/broken.webp", () => {
    throw new Error("corrupt header in /srv/shop/.data/images/broken.webp");
  });
  app.get("/images/engine-down.webp", () => {
    throw new DependencyUnavailableError("engine", 10);
  });
  app.onError(
    lastResortErrorHandler(pino({ level: "info" }, { write: (line: string) => void lines.push(line) })),
  );
  return app;
}

describe("the storefront server's last-resort error handler", () => {
  it("answers a failure no handler answered with a plain 500 that tells nothing of it, and logs it once", async () => {
    const lines: string[] = [];
    const answer = await failingServer(lines).request("/images/broken.webp");
    expect(answer.status).toBe(500);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe("Internal Server Error");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "unhandled error",
        path: "/images/broken.webp",
        err: expect.objectContaining({ message: "corrupt header in /srv/shop/.data/images/broken.webp" }),
      }),
    ]);
  });

  it("answers an unavailable dependency with 503 and Retry-After, logged as a warning", async () => {
    const lines: string[] = [];
    const answer = await failingServer(lines).request("/images/engine-down.webp");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("10");
    expect(await answer.text()).toBe("Service Unavailable");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: "dependency unavailable", dependency: "engine" }),
    ]);
  });
});
