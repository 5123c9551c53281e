import { describe, expect, it, vi } from "vitest";
import { FetchClientError, fetchWithRetries } from "./fetch-client.ts";

/** A fake fetch answering the given statuses in turn. */
function fakeFetch(...statuses: number[]) {
  const answers = [...statuses];
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const status = answers.shift();
    if (status === undefined) throw new Error("called more often than expected");
    return new Response(status === 204 ? null : JSON.stringify({ status }), { status });
  });
}

describe("fetchWithRetries (rule:platform.fetch-retries, rule:platform.fetch-failure)", () => {
  it("retries a POST once on 503 and answers the successful retry", async () => {
    const fetchImpl = fakeFetch(503, 200);
    const response = await fetchWithRetries("/api/rpc/logMessage", { method: "POST", body: "{}" }, fetchImpl);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]).toEqual(["/api/rpc/logMessage", { method: "POST", body: "{}" }]);
  });

  it("gives up after the one retry of a POST", async () => {
    const fetchImpl = fakeFetch(429, 502);
    await expect(fetchWithRetries("/api/rpc/getUser", { method: "post" }, fetchImpl)).rejects.toThrow(
      "POST /api/rpc/getUser failed with status 502",
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("never retries an idempotent call", async () => {
    const fetchImpl = fakeFetch(503);
    await expect(fetchWithRetries("/de-de/search/suggestions/?term=ray", {}, fetchImpl)).rejects.toThrow(
      FetchClientError,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 404, and its error carries method, URL and status", async () => {
    const fetchImpl = fakeFetch(404);
    const error = await fetchWithRetries("/api/rpc/unknown", { method: "POST" }, fetchImpl).catch(
      (thrown: unknown) => thrown,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(FetchClientError);
    expect(error).toMatchObject({ method: "POST", url: "/api/rpc/unknown", status: 404 });
    expect((error as Error).message).toBe("POST /api/rpc/unknown failed with status 404");
  });

  it("answers a first success without retrying", async () => {
    const fetchImpl = fakeFetch(204);
    expect((await fetchWithRetries("/api/rpc/logMessage", { method: "POST" }, fetchImpl)).status).toBe(204);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
