/**
 * A bounded in-memory cache whose entries belong to one version of the listings (the change
 * counter of migration 0005). A caller reads the current version first and asks for its key at
 * that version: an entry of another version is never served, so a change made through any
 * server shows on every server at its next request. Least recently used entries go first.
 * Concurrent requests for the same key at the same version share one computation.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { value: T; weight: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private version = Number.NEGATIVE_INFINITY;
  private held = 0;

  /**
   * Holds entries up to `capacity` in all, each weighing `weigh(value)`: by default one, so the
   * capacity is a number of entries; the search answers weigh their bytes.
   */
  constructor(
    readonly capacity: number,
    private readonly weigh: (value: T) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The weight of the entries held. */
  get weight(): number {
    return this.held;
  }

  async get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.hit(key, version);
    if (hit !== undefined) return hit.value;
    const flightKey = `${version}\u0000${key}`;
    const inFlight = this.pending.get(flightKey);
    if (inFlight) return inFlight;
    const promise = compute().finally(() => this.pending.delete(flightKey));
    this.pending.set(flightKey, promise);
    const value = await promise;
    this.keep(key, version, value);
    return value;
  }

  /**
   * Several keys at once: those held are answered from the cache, the others computed together
   * by one call (one query for all of them, say) and kept.
   */
  async getMany(
    keys: readonly string[],
    version: number,
    compute: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = this.hit(key, version);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit.value);
    }
    if (missing.length === 0) return found;
    for (const [key, value] of await compute(missing)) {
      found.set(key, value);
      this.keep(key, version, value);
    }
    return found;
  }

  /** The values held of `keys` at `version`, computing none (the caller asks for the rest). */
  peek(keys: readonly string[], version: number): Map<string, T> {
    const found = new Map<string, T>();
    for (const key of keys) {
      const hit = this.hit(key, version);
      if (hit !== undefined) found.set(key, hit.value);
    }
    return found;
  }

  /** Keeps values at `version` that were computed along with something else. */
  put(values: ReadonlyMap<string, T>, version: number): void {
    for (const [key, value] of values)
      if (this.hit(key, version) === undefined) {
        this.keep(key, version, value);
      }
  }

  /** The entry of `key` at `version`, now the most recently used; moves to a newer version. */
  private hit(key: string, version: number): { value: T } | undefined {
    if (version > this.version) {
      // Everything held belongs to an older version and can never be served again.
      this.entries.clear();
      this.held = 0;
      this.version = version;
    }
    if (version !== this.version) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  private keep(key: string, version: number, value: T): void {
    // A request that read an older version than another has since seen computes for itself
    // and keeps nothing.
    if (version !== this.version || this.entries.has(key)) return;
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight });
    this.held += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.capacity) break;
      this.entries.delete(oldest);
      this.held -= entry.weight;
    }
  }
}
