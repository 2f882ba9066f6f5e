/**
 * One value kept in this process for a short while, e.g. the visitor's home page or the week's
 * popular posts: what every viewer shares, read once per instance however many ask. Concurrent
 * misses share one read. A value `keep` refuses (a page with a failed section) is answered but
 * not kept, so the next request tries again. A TTL of 0 keeps nothing (tests).
 */
export class BriefValue<T> {
  private kept: { at: number; value: T } | null = null;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  async get(load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.kept && now - this.kept.at < this.ttlMs) return this.kept.value;
    if (this.ttlMs <= 0) return load();
    this.pending ??= load().finally(() => {
      this.pending = null;
    });
    const value = await this.pending;
    if (this.keep(value)) this.kept = { at: now, value };
    return value;
  }
}
