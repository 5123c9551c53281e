/** ASVS V7.1.4: a failed request is logged once, as one JSON line that names the request it belongs to. */
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "../../app/entry.server.tsx";
import { requestContext, type StorefrontServices, servicesContext } from "../../app/platform/context.ts";

/** A request context with the given request id whose logger writes its lines to `lines`. */
function loggingScope(requestId: string, lines: string[]) {
  const context = new RouterContextProvider();
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  context.set(servicesContext, { logger } as StorefrontServices);
  context.set(requestContext, { nonce: "n", clientAddress: "192.0.2.30", requestId });
  return context;
}

describe("the log line of a failed request", () => {
  it("is one JSON line at error level with the request's id, method, path and the error's stack", () => {
    const lines: string[] = [];
    const request = new Request("http://shop.test/de-de/basket/?x=1", { method: "POST" });
    handleError(new Error("engine answered nonsense"), {
      request,
      context: loggingScope("3f0c2a5e-request", lines),
      params: {},
    });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 50,
      msg: "request failed",
      requestId: "3f0c2a5e-request",
      method: "POST",
      path: "/de-de/basket/",
      err: { message: "engine answered nonsense", stack: expect.stringContaining("Error") },
    });
    expect(typeof line.time).toBe("number");
  });
});
