/**
 * The shared HTML page cache for anonymous visitors (docs/decisions/0036-page-cache.md): rendered documents of
 * the page types that opt in, kept for a bounded time and dropped whenever shop data changes.
 */

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

interface StoredPage extends CachedPage {
  bytes: number;
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
  readonly #pages = new Map<string, StoredPage>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;
  #sweptAt = 0;

  constructor(options: PageCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.#generation;
  }

  get bytes(): number {
    return this.#bytes;
  }

  now(): number {
    return this.#now();
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#delete(key);
    if (this.#now() - page.storedAt >= this.#ttlMs) return undefined;
    // Map order is insertion order: re-inserting marks the page most recently used.
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    return page;
  }

  /** Stores a page rendered during `generation`, unless the cache was invalidated since. */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.#generation) return;
    this.#sweepExpired();
    const bytes = page.parts.reduce((sum, part) => sum + part.length, key.length);
    if (bytes > this.#maxBytes) return;
    this.#delete(key);
    this.#pages.set(key, { ...page, bytes });
    this.#bytes += bytes;
    for (const [oldest, stored] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= stored.bytes;
    }
  }

  /** Drops every page: what shop pages show has changed. */
  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#bytes = 0;
  }

  /**
   * Drops the pages whose time is up, at most twice a TTL: a page nobody asks for again would otherwise stay until
   * the byte bound pushes it out, so the memory held would grow to the bound rather than follow the pages alive.
   */
  #sweepExpired(): void {
    const now = this.#now();
    if (now - this.#sweptAt < this.#ttlMs / 2) return;
    this.#sweptAt = now;
    for (const [key, page] of this.#pages) if (now - page.storedAt >= this.#ttlMs) this.#delete(key);
  }

  #delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }
}
