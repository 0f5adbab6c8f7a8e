import { describe, expect, it } from 'vitest';
import { createDemoAdapterClass, ExpiringMap } from './demo-adapter.ts';

describe('demo identity provider state', () => {
  it('keeps at most its cap of entries however many sign-ins are started, dropping the oldest', async () => {
    const adapter = createDemoAdapterClass(100);
    const interactions = new adapter.DemoAdapter('Interaction');
    for (let i = 0; i < 1000; i++) await interactions.upsert(`i${i}`, { uid: `u${i}` }, 3600);
    expect(adapter.size).toBe(100);
    expect(await interactions.find('i0')).toBeUndefined();
    expect(await interactions.find('i999')).toEqual({ uid: 'u999' });
    expect(await interactions.findByUid('u950')).toEqual({ uid: 'u950' });
    adapter.clear();
  });

  it('forgets an entry once it expires', async () => {
    const adapter = createDemoAdapterClass();
    const sessions = new adapter.DemoAdapter('Session');
    await sessions.upsert('s', { uid: 'x' }, 0);
    expect(await sessions.find('s')).toBeUndefined();
    adapter.clear();
  });

  it('caps the names typed on the demo form too', () => {
    const names = new ExpiringMap<string>(3);
    for (const email of ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co']) names.set(email, email, 60_000);
    expect(names.size).toBe(3);
    expect(names.get('a@x.co')).toBeUndefined();
    expect(names.get('d@x.co')).toBe('d@x.co');
  });
});
