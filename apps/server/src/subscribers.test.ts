import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/client.js';
import { DomainEvents, type EventName } from './lib/domain-events.js';
import { RealtimePublisher } from './lib/realtime-publisher.js';
import { subscribeAll } from './subscribers.js';

const features = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features');

/**
 * Event names each feature declares in its events.ts, or a part's `<part>-events.ts` (the expo's
 * social-events.ts), as the keys it adds to EventMap.
 */
function declared(): Map<string, string> {
  const out = new Map<string, string>();
  for (const feature of fs.readdirSync(features)) {
    const dir = path.join(features, feature);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir).filter((f) => /^([a-z]+-)?events\.ts$/.test(f))) {
      const map = fs.readFileSync(path.join(dir, name), 'utf8').split('interface EventMap')[1] ?? '';
      for (const m of map.matchAll(/^\s*'([a-zA-Z]+\.[a-zA-Z]+)'\s*:/gm)) out.set(m[1]!, feature);
    }
  }
  return out;
}

describe('event wiring', () => {
  const events = new DomainEvents();
  subscribeAll(events, { db: {} as Db, realtime: new RealtimePublisher() });

  it('every declared event has a subscriber, and every subscription a declared event', () => {
    const names = [...declared().keys()].sort();
    expect(names.length).toBeGreaterThan(20);
    expect(events.events().sort()).toEqual(names);
  });

  it('a failing handler is logged and the next one still runs', async () => {
    const logged: unknown[] = [];
    const bus = new DomainEvents({ error: (obj) => logged.push(obj) });
    const ran: string[] = [];
    const event = 'review.written' as EventName;
    bus.on(event, 'broken', () => {
      throw new Error('boom');
    });
    bus.on(event, 'after', () => {
      ran.push('after');
    });
    await expect(bus.emit(event, {} as never)).resolves.toBeUndefined();
    expect(ran).toEqual(['after']);
    expect(logged).toHaveLength(1);
  });
});
