import type { Adapter, AdapterPayload } from 'oidc-provider';

/** The demo provider is public: anyone can make it store things, so nothing it stores grows without bound. */
export const DEMO_STATE_MAX_ENTRIES = 10_000;

/**
 * Entries that expire and are capped in number: past `maxEntries` the oldest is dropped. For a demo, losing the
 * oldest pending sign-in under a flood is the right failure (that person signs in again).
 */
export class ExpiringMap<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  constructor(private readonly maxEntries = DEMO_STATE_MAX_ENTRIES) {}
  get size() {
    return this.entries.size;
  }
  set(key: string, value: T, ttlMs: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }
  delete(key: string) {
    this.entries.delete(key);
  }
  /** Live entries, oldest first. */
  *[Symbol.iterator](): IterableIterator<[string, T]> {
    for (const [key, entry] of this.entries) if (entry.expiresAt > Date.now()) yield [key, entry.value];
  }
  sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
}

/**
 * In-memory storage for the demo provider's short-lived state (interactions, sessions, codes, grants).
 * Forgetting it on restart is fine for a demo: people simply sign in again. Expired entries are dropped on read
 * and swept once a minute; at most `maxEntries` are kept.
 */
export function createDemoAdapterClass(maxEntries = DEMO_STATE_MAX_ENTRIES) {
  const store = new ExpiringMap<AdapterPayload>(maxEntries);
  const sweep = setInterval(() => store.sweep(), 60_000);
  sweep.unref();

  class DemoAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    private read(key: string) {
      return store.get(key);
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.key(id), payload, expiresIn * 1000);
    }
    async find(id: string) {
      return this.read(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, payload] of store)
        if (key.startsWith(`${this.model}:`) && payload.uid === uid) return payload;
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, payload] of store)
        if (key.startsWith(`${this.model}:`) && payload.userCode === userCode) return payload;
      return undefined;
    }
    async consume(id: string) {
      const payload = this.read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of [...store]) if (payload.grantId === grantId) store.delete(key);
    }
  }
  return {
    DemoAdapter,
    get size() {
      return store.size;
    },
    clear: () => {
      clearInterval(sweep);
      store.clear();
    },
  };
}
