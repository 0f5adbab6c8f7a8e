import type { Adapter, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

/**
 * In-memory storage for the demo provider's short-lived state (interactions, sessions, codes, grants).
 * Forgetting it on restart is fine for a demo: people simply sign in again. Expired entries are dropped on read
 * and swept once a minute.
 */
export function createDemoAdapterClass() {
  const store = new Map<string, Entry>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
  }, 60_000);
  sweep.unref();

  class DemoAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    private read(key: string) {
      const entry = store.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        store.delete(key);
        return undefined;
      }
      return entry.payload;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      return this.read(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, entry] of store)
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return this.read(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of store)
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return this.read(key);
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
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  }
  return {
    DemoAdapter,
    clear: () => {
      clearInterval(sweep);
      store.clear();
    },
  };
}
