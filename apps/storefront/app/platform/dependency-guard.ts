import {
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  TimeoutStrategy,
  timeout,
  wrap,
} from "cockatiel";

/** What the storefront waits on (docs/decisions/0051-timeouts-and-circuit-breakers.md). */
export type Dependency = "engine" | "content" | "database";

/**
 * A dependency did not answer in time, failed to connect, answered 502/503, or its breaker is open: the page
 * answers 503 with Retry-After. The kind is mapped to HTTP once (`unavailableAnswer`, platform/errors.ts).
 */
export class DependencyUnavailableError extends Error {
  readonly kind = "unavailable";
  readonly dependency: Dependency;
  /** When it is worth asking again: the breaker's open time. */
  readonly retryAfterSeconds: number;
  constructor(dependency: Dependency, retryAfterSeconds: number, options?: ErrorOptions) {
    super(`${dependency} unavailable`, options);
    this.name = "DependencyUnavailableError";
    this.dependency = dependency;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Told by its kind, not its class: the server (server/main.ts) builds the guards with its own copy of this module,
 * the pages' bundle checks the errors with another.
 */
export function isDependencyUnavailable(error: unknown): error is DependencyUnavailableError {
  return error instanceof Error && (error as Partial<DependencyUnavailableError>).kind === "unavailable";
}

export interface GuardSettings {
  /** Longest wait for one call, the answer's body included. */
  timeoutMs: number;
  /** Failures in a row that open the breaker. */
  failuresToOpen: number;
  /** How long an open breaker fails calls at once before it lets one through to try. */
  openMs: number;
}

export interface DependencyGuard {
  readonly dependency: Dependency;
  /** True while the breaker is open: calls fail at once without reaching the dependency. */
  readonly isOpen: boolean;
  /** How long a caller should wait before asking again: the breaker's open time. */
  readonly retryAfterSeconds: number;
  /** The error a failed call of this dependency rejects with. */
  unavailable(cause: unknown): DependencyUnavailableError;
  /**
   * Runs one call under the timeout and the breaker; `signal` aborts it when the time is up. A timeout, a thrown
   * error or an open breaker rejects with DependencyUnavailableError; a 502/503 answer counts as a failure for the
   * breaker but is returned (`guardedFetch` then rejects).
   */
  run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

export type DependencyGuards = Record<Dependency, DependencyGuard>;

/** The guards of one storefront process: one breaker per dependency, shared by all its requests. */
export function dependencyGuards(settings: Record<Dependency, GuardSettings>): DependencyGuards {
  return {
    engine: dependencyGuard("engine", settings.engine),
    content: dependencyGuard("content", settings.content),
    database: dependencyGuard("database", settings.database),
  };
}

/** A gateway's or a busy service's answer: the dependency is there but cannot serve. */
function isUnavailableAnswer(result: unknown): boolean {
  return result instanceof Response && (result.status === 502 || result.status === 503);
}

/**
 * A timeout and a consecutive-failure circuit breaker (cockatiel) around every call to one dependency
 * (rule:platform.dependency-unavailable).
 */
export function dependencyGuard(dependency: Dependency, settings: GuardSettings): DependencyGuard {
  const breaker = circuitBreaker(handleAll.orWhenResult(isUnavailableAnswer), {
    halfOpenAfter: settings.openMs,
    breaker: new ConsecutiveBreaker(settings.failuresToOpen),
  });
  // Aggressive: the call's promise is abandoned at the deadline even if the dependency ignores the abort signal.
  const policy = wrap(breaker, timeout(settings.timeoutMs, TimeoutStrategy.Aggressive));
  const retryAfterSeconds = Math.max(1, Math.ceil(settings.openMs / 1000));
  const unavailable = (cause: unknown) =>
    new DependencyUnavailableError(dependency, retryAfterSeconds, { cause });
  return {
    dependency,
    get isOpen() {
      return breaker.state === CircuitState.Open || breaker.state === CircuitState.Isolated;
    },
    retryAfterSeconds,
    unavailable,
    async run(call) {
      try {
        return await policy.execute(({ signal }) => call(signal));
      } catch (error) {
        // Timeouts (TaskCancelledError), refused connections and the open breaker (BrokenCircuitError) alike.
        throw unavailable(error);
      }
    },
  };
}

/**
 * A fetch whose every call runs under the guard, the answer's body read inside it, so a dependency that sends its
 * headers and then stalls is cut off too. A 502 or 503 answer rejects like a timeout: the dependency is there but
 * cannot serve, and the page answers 503 too.
 */
export function guardedFetch(guard: DependencyGuard, fetchImpl: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await guard.run(async (signal) => {
      const request = new Request(input, init);
      const answer = await fetchImpl(
        new Request(request, { signal: AbortSignal.any([request.signal, signal]) }),
      );
      const body = await answer.arrayBuffer();
      return new Response(answer.status === 204 || answer.status === 304 ? null : body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    });
    if (isUnavailableAnswer(response)) throw guard.unavailable(new Error(`answered ${response.status}`));
    return response;
  }) as typeof fetch;
}

/**
 * Routes the global fetch for URLs below `baseUrl` through the guard. The SCAYLE SDK and the engine client call
 * the global fetch (the embedded engine's in-process transport is installed on it, ADR 0003), so this covers
 * every engine call of the process, embedded or external. Returns a function that takes the guard off again.
 */
export function installGuardedTransport(baseUrl: string, guard: DependencyGuard): () => void {
  const base = new URL(baseUrl);
  const prefix = `${base.host}${base.pathname.replace(/\/+$/, "")}`;
  const original = globalThis.fetch;
  const guarded = guardedFetch(guard, original);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const path = `${url.host}${url.pathname}`;
    return path === prefix || path.startsWith(`${prefix}/`) ? guarded(input, init) : original(input, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/** How many content answers the last-good copy keeps; the demo's content is a few hundred stories. */
const STALE_COPIES = 2_000;

/**
 * stale-if-error (rule:content.stale-if-error): a fetch that keeps the last good answer of every GET and gives it back when the guarded fetch
 * fails or answers 5xx, so pages built from content survive a content outage. The copy is keyed without the
 * cache version (`cv`), which changes with every publication.
 */
export function staleIfError(fetchImpl: typeof fetch, maxCopies = STALE_COPIES): typeof fetch {
  const copies = new Map<string, { body: ArrayBuffer; headers: Headers }>();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== "GET") return fetchImpl(request);
    const url = new URL(request.url);
    url.searchParams.delete("cv");
    const key = url.href;
    const staleCopy = () => {
      const copy = copies.get(key);
      return copy && new Response(copy.body.slice(0), { status: 200, headers: copy.headers });
    };
    let response: Response;
    try {
      response = await fetchImpl(request);
    } catch (error) {
      const stale = staleCopy();
      if (stale) return stale;
      throw error;
    }
    if (response.status >= 500) return staleCopy() ?? response;
    if (response.status === 200) {
      const body = await response.clone().arrayBuffer();
      copies.delete(key);
      copies.set(key, { body, headers: new Headers(response.headers) });
      // A Map iterates in insertion order, so the first key is the copy least recently refreshed.
      if (copies.size > maxCopies) copies.delete(copies.keys().next().value as string);
    }
    return response;
  }) as typeof fetch;
}
