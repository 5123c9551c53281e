/**
 * The shared HTML page cache for anonymous visitors (docs/decisions/0036-page-cache.md): rendered documents of
 * the page types that opt in, kept for a bounded time and dropped whenever shop data changes.
 */
import { BoundedTtlMap } from "../app/platform/bounded-ttl-map.ts";

/**
 * One cached document: its body as UTF-8 pieces between the places its CSP nonce stood, so that each response
 * joins them around its own nonce with nothing but copying.
 */
export interface CachedPage {
  parts: Buffer[];
  status: number;
  headers: [string, string][];
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a page is served from the cache, in milliseconds. */
  ttlMs: number;
  /** Most body bytes the cache holds; the least recently used pages go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * In-memory, least-recently-used by bytes, time-bounded. `generation` counts invalidations: a render that began
 * before the last one is not stored, so a page rendered from data read before a change cannot outlive it.
 */
export class PageCache {
  readonly #pages: BoundedTtlMap<CachedPage>;
  #generation = 0;

  constructor(options: PageCacheOptions) {
    this.#pages = new BoundedTtlMap({
      ttlMs: options.ttlMs,
      maxSize: options.maxBytes,
      sizeOf: (key, page) => page.parts.reduce((sum, part) => sum + part.length, key.length),
      now: options.now,
    });
  }

  get generation(): number {
    return this.#generation;
  }

  get bytes(): number {
    return this.#pages.totalSize;
  }

  now(): number {
    return this.#pages.now();
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  /** Stores a page rendered during `generation`, unless the cache was invalidated since. */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation === this.#generation) this.#pages.set(key, page);
  }

  /** Drops every page: what shop pages show has changed. */
  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
  }
}
