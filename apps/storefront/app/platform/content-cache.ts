import type { ICacheProvider, IMemoryType, ISbResult } from "storyblok-js-client";

export interface ContentCacheOptions {
  /** How long an answer of the content service is reused, in milliseconds; 0 keeps nothing. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

interface StoredAnswer {
  answer: ISbResult;
  storedAt: number;
}

const DEFAULT_MAX_ENTRIES = 5_000;

/**
 * The content client's cache (rule:content.freshness, docs/decisions/0053-content-freshness.md): each published
 * answer is reused for a short life only, so an edit reaches pages without a restart, and `flush` drops everything
 * at once when the content service announces a publish. storyblok-js-client's own memory cache keeps answers for
 * the life of the process and is shared by every client in it.
 */
export class ContentCache implements ICacheProvider {
  readonly #answers = new Map<string, StoredAnswer>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #sweptAt = 0;

  constructor(options: ContentCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#answers.size;
  }

  async get(key: string): Promise<ISbResult | undefined> {
    const stored = this.#answers.get(key);
    if (!stored) return undefined;
    this.#answers.delete(key);
    if (this.#now() - stored.storedAt >= this.#ttlMs) return undefined;
    // Map order is insertion order: re-inserting marks the answer most recently used.
    this.#answers.set(key, stored);
    return stored.answer;
  }

  async set(key: string, answer: ISbResult): Promise<void> {
    if (this.#ttlMs <= 0) return;
    this.#sweepExpired();
    this.#answers.delete(key);
    this.#answers.set(key, { answer, storedAt: this.#now() });
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.#maxEntries) break;
      this.#answers.delete(oldest);
    }
  }

  /** Every kept answer by key (the interface types the map as one answer with extra keys). */
  async getAll(): Promise<IMemoryType> {
    return Object.fromEntries([...this.#answers].map(([key, stored]) => [key, stored.answer])) as IMemoryType;
  }

  async flush(): Promise<void> {
    this.#answers.clear();
  }

  /** Drops expired answers at most twice a life, so the memory held follows the answers alive, not the bound. */
  #sweepExpired(): void {
    const now = this.#now();
    if (now - this.#sweptAt < this.#ttlMs / 2) return;
    this.#sweptAt = now;
    for (const [key, stored] of this.#answers)
      if (now - stored.storedAt >= this.#ttlMs) this.#answers.delete(key);
  }
}
