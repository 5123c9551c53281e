import { describe, expect, it, vi } from "vitest";
import {
  DependencyUnavailableError,
  dependencyGuard,
  guardedFetch,
  isDependencyUnavailable,
  staleIfError,
} from "./dependency-guard.ts";

const SETTINGS = { timeoutMs: 200, failuresToOpen: 2, openMs: 300 };
const never = () => new Promise<never>(() => {});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("dependency guard (rule:platform.dependency-unavailable)", () => {
  it("gives up on a call that never answers at the timeout, with the kind 'unavailable'", async () => {
    const guard = dependencyGuard("engine", SETTINGS);
    const started = performance.now();
    const error = await failureOf(guard.run(never));
    expect(performance.now() - started).toBeLessThan(SETTINGS.timeoutMs + 150);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect(error).toMatchObject({ kind: "unavailable", dependency: "engine", retryAfterSeconds: 1 });
  });

  it("opens after the failures in a row, then fails at once without calling, and closes when a trial call works", async () => {
    const guard = dependencyGuard("content", SETTINGS);
    const call = vi.fn(never);
    await failureOf(guard.run(call));
    await failureOf(guard.run(call));
    expect(guard.isOpen).toBe(true);
    const started = performance.now();
    expect(isDependencyUnavailable(await failureOf(guard.run(call)))).toBe(true);
    expect(performance.now() - started).toBeLessThan(20);
    expect(call).toHaveBeenCalledTimes(2);

    await new Promise((resolve) => setTimeout(resolve, SETTINGS.openMs + 20));
    expect(await guard.run(async () => "back")).toBe("back");
    expect(guard.isOpen).toBe(false);
  });

  it("answers 502 and 503 as unavailable and counts them as failures; other answers are successes", async () => {
    const guard = dependencyGuard("engine", SETTINGS);
    const busy = guardedFetch(guard, async () => new Response("busy", { status: 503 }));
    expect(isDependencyUnavailable(await failureOf(busy("https://engine.test/v1/x")))).toBe(true);
    const missing = guardedFetch(guard, async () => new Response("none", { status: 404 }));
    expect((await missing("https://engine.test/v1/x")).status).toBe(404);
    expect(guard.isOpen).toBe(false);
    await failureOf(busy("https://engine.test/v1/x"));
    await failureOf(busy("https://engine.test/v1/x"));
    expect(guard.isOpen).toBe(true);
  });

  it("cuts off an answer whose body stalls after its headers", async () => {
    const guard = dependencyGuard("content", SETTINGS);
    const stalling = guardedFetch(guard, async () => new Response(new ReadableStream({ pull: never })));
    expect(isDependencyUnavailable(await failureOf(stalling("http://content.test/v2/cdn/stories")))).toBe(
      true,
    );
  });
});

describe("stale-if-error content copies", () => {
  it("answers the last good copy of a request when the service fails, whatever its cache version", async () => {
    let up = true;
    const guard = dependencyGuard("content", { ...SETTINGS, failuresToOpen: 100 });
    const origin = vi.fn(async (input: RequestInfo | URL) =>
      up ? Response.json({ url: (input as Request).url }) : never(),
    );
    const content = staleIfError(guardedFetch(guard, origin as typeof fetch));
    const fresh = await content("http://content.test/v2/cdn/stories/de-de/home?cv=1");
    expect(await fresh.json()).toEqual({ url: "http://content.test/v2/cdn/stories/de-de/home?cv=1" });

    up = false;
    const stale = await content("http://content.test/v2/cdn/stories/de-de/home?cv=2");
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ url: "http://content.test/v2/cdn/stories/de-de/home?cv=1" });
    expect(
      isDependencyUnavailable(await failureOf(content("http://content.test/v2/cdn/stories/other"))),
    ).toBe(true);
  });

  it("answers the last good copy instead of a 5xx answer, and keeps at most the newest copies", async () => {
    let status = 200;
    const origin = async () => Response.json({ ok: true }, { status });
    const content = staleIfError(origin as typeof fetch, 2);
    for (const slug of ["a", "b", "c"]) await content(`http://content.test/v2/cdn/stories/${slug}`);
    status = 500;
    expect((await content("http://content.test/v2/cdn/stories/c")).status).toBe(200);
    expect((await content("http://content.test/v2/cdn/stories/b")).status).toBe(200);
    expect((await content("http://content.test/v2/cdn/stories/a")).status).toBe(500);
  });
});
