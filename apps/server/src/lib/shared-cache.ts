import type { Redis } from 'ioredis';

/**
 * Small values (counts, recommendation lists) kept for a short while: in Redis when the app has
 * one, so every instance behind the load balancer reuses the same value and an invalidation reaches
 * them all; in this process otherwise (one instance, or no Redis configured). A TTL of 0 turns
 * caching off (tests need every read fresh). Values must survive JSON.
 */
export interface SharedCache {
  /** The value kept under `key`, or undefined. */
  peek<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** The value kept under `key`, or `compute()`'s, kept for `ttlMs`. */
  get<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  delete(...keys: string[]): Promise<void>;
}

abstract class BaseCache implements SharedCache {
  abstract peek<T>(key: string): Promise<T | undefined>;
  abstract set(key: string, value: unknown, ttlMs: number): Promise<void>;
  abstract delete(...keys: string[]): Promise<void>;

  async get<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return compute();
    const hit = await this.peek<T>(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    await this.set(key, value, ttlMs);
    return value;
  }
}

/** One process's cache: a Map in insertion order, the oldest entry dropped past `max`. */
export class MemoryCache extends BaseCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  constructor(private readonly max = 5000) {
    super();
  }

  async peek<T>(key: string): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > Date.now()) return hit.value as T;
    this.entries.delete(key);
    return undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
  }

  async delete(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}

/**
 * Shared through Redis. A Redis error never fails the read: the value is computed as if nothing
 * were cached (a cache is an optimisation, the database stays the truth).
 */
export class RedisCache extends BaseCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sidequest-cache:',
  ) {
    super();
  }

  async peek<T>(key: string): Promise<T | undefined> {
    try {
      const raw = await this.redis.get(this.prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs);
    } catch {
      // Not kept: the next read computes it again.
    }
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.redis.del(...keys.map((k) => this.prefix + k));
    } catch {
      // An entry that could not be dropped still expires on its TTL.
    }
  }
}

/** Redis when the app has one, this process's memory otherwise. */
export function sharedCache(redis: Redis | undefined): SharedCache {
  return redis ? new RedisCache(redis) : new MemoryCache();
}

/** Never keeps anything: every read computes (tests, scripts). */
export class NoCache extends BaseCache {
  async peek<T>(): Promise<T | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
}
