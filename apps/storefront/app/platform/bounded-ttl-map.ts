export interface BoundedTtlMapOptions<V> {
  /** How long a value is kept, in milliseconds; 0 keeps nothing. */
  ttlMs: number;
  /** The most the values may weigh together (see `sizeOf`); the least recently used go first. */
  maxSize: number;
  /** What one value weighs: 1 unless given, so that `maxSize` counts entries. */
  sizeOf?: (key: string, value: V) => number;
  now?: () => number;
}

interface Stored<V> {
  value: V;
  storedAt: number;
  size: number;
}

/**
 * An in-memory map whose values expire after a time and which stays within a size, dropping the least recently
 * used values first: the shared idea of the page cache and the content cache.
 */
export class BoundedTtlMap<V> {
  readonly #entries = new Map<string, Stored<V>>();
  readonly #ttlMs: number;
  readonly #maxSize: number;
  readonly #sizeOf: (key: string, value: V) => number;
  readonly #now: () => number;
  #totalSize = 0;
  #sweptAt = 0;

  constructor(options: BoundedTtlMapOptions<V>) {
    this.#ttlMs = options.ttlMs;
    this.#maxSize = options.maxSize;
    this.#sizeOf = options.sizeOf ?? (() => 1);
    this.#now = options.now ?? Date.now;
  }

  /** How many values are kept. */
  get count(): number {
    return this.#entries.size;
  }

  /** What the kept values weigh together. */
  get totalSize(): number {
    return this.#totalSize;
  }

  now(): number {
    return this.#now();
  }

  /** The value while its time lasts; reading it marks it most recently used. */
  get(key: string): V | undefined {
    const stored = this.#entries.get(key);
    if (!stored) return undefined;
    this.#delete(key);
    if (this.#now() - stored.storedAt >= this.#ttlMs) return undefined;
    // Map order is insertion order: re-inserting marks the value most recently used.
    this.#entries.set(key, stored);
    this.#totalSize += stored.size;
    return stored.value;
  }

  /** Keeps the value from now on, unless it alone weighs more than the bound (then the map is left as it was). */
  set(key: string, value: V): void {
    if (this.#ttlMs <= 0) return;
    this.#sweepExpired();
    const size = this.#sizeOf(key, value);
    if (size > this.#maxSize) return;
    this.#delete(key);
    this.#entries.set(key, { value, storedAt: this.#now(), size });
    this.#totalSize += size;
    for (const [oldest, stored] of this.#entries) {
      if (this.#totalSize <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#totalSize -= stored.size;
    }
  }

  /** The kept values by key, least recently used first; an expired one may stand among them until swept. */
  *entries(): IterableIterator<[string, V]> {
    for (const [key, stored] of this.#entries) yield [key, stored.value];
  }

  clear(): void {
    this.#entries.clear();
    this.#totalSize = 0;
  }

  /**
   * Drops the values whose time is up, at most twice a life: a value nobody asks for again would otherwise stay
   * until the size bound pushes it out, so the memory held would grow to the bound rather than follow the values
   * alive.
   */
  #sweepExpired(): void {
    const now = this.#now();
    if (now - this.#sweptAt < this.#ttlMs / 2) return;
    this.#sweptAt = now;
    for (const [key, stored] of this.#entries) if (now - stored.storedAt >= this.#ttlMs) this.#delete(key);
  }

  #delete(key: string): void {
    const stored = this.#entries.get(key);
    if (!stored) return;
    this.#entries.delete(key);
    this.#totalSize -= stored.size;
  }
}
