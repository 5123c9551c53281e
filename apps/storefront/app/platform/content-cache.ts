import type { ICacheProvider, IMemoryType, ISbResult } from "storyblok-js-client";
import { BoundedTtlMap } from "./bounded-ttl-map.ts";

export interface ContentCacheOptions {
  /** How long an answer of the content service is reused, in milliseconds; 0 keeps nothing. */
  ttlMs: number;
  /** Most answers kept; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

const DEFAULT_MAX_ENTRIES = 5_000;

/**
 * The content client's cache (rule:content.freshness, docs/decisions/0053-content-freshness.md): each published
 * answer is reused for a short life only, so an edit reaches pages without a restart, and `flush` drops everything
 * at once when the content service announces a publish. storyblok-js-client's own memory cache keeps answers for
 * the life of the process and is shared by every client in it.
 */
export class ContentCache implements ICacheProvider {
  readonly #answers: BoundedTtlMap<ISbResult>;

  constructor(options: ContentCacheOptions) {
    this.#answers = new BoundedTtlMap({
      ttlMs: options.ttlMs,
      maxSize: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      now: options.now,
    });
  }

  get size(): number {
    return this.#answers.count;
  }

  async get(key: string): Promise<ISbResult | undefined> {
    return this.#answers.get(key);
  }

  async set(key: string, answer: ISbResult): Promise<void> {
    this.#answers.set(key, answer);
  }

  /** Every kept answer by key (the interface types the map as one answer with extra keys). */
  async getAll(): Promise<IMemoryType> {
    return Object.fromEntries(this.#answers.entries()) as IMemoryType;
  }

  async flush(): Promise<void> {
    this.#answers.clear();
  }
}
