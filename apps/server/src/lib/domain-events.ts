/**
 * Domain events: how one feature lets others react to what it did without importing them.
 *
 * A feature declares the events it emits in its own `events.ts`, by adding to `EventMap`
 * (TypeScript module augmentation, as Fastify's decorators do):
 *
 *     declare module '../../lib/domain-events.js' {
 *       interface EventMap { 'project.memberJoined': { projectNo: number; userNo: number } }
 *     }
 *
 * and emits them **after its transaction has committed** (`await events.emit(...)` below the
 * `await db.transaction(...)`), so a handler never sees a change that is later rolled back.
 * Other features subscribe in `buildApp` (see `app.ts`); nothing else wires them together.
 *
 * Handlers run in process, one after another, and `emit` waits for them: the caller's answer
 * goes out after the team room, the bot and the notification are written, so the person (and a
 * test) sees them on the next read. A failing handler is logged, never thrown at the caller —
 * the change it reacts to has already committed and must not turn into an error for the person.
 * Nothing here survives a crash between the commit and the handler; a handler that must (points,
 * money) writes its work to a table in the emitter's transaction instead, or reads a state it
 * can recompute (the team room is re-synced from the team on every change and on opening).
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's events.ts (augmentation)
export interface EventMap {}

export type EventName = keyof EventMap;
export type Handler<E extends EventName> = (payload: EventMap[E]) => Promise<void> | void;

interface EventLog {
  error(obj: unknown, msg?: string): void;
}

const consoleLog: EventLog = {
  error: (obj, msg) => console.error(msg ?? '[events]', obj),
};

export class DomainEvents {
  private readonly handlers = new Map<EventName, Array<{ name: string; run: Handler<never> }>>();

  constructor(private log: EventLog = consoleLog) {}

  /** The app's logger, once Fastify has one (handlers registered before keep working). */
  useLog(log: EventLog): void {
    this.log = log;
  }

  /**
   * Subscribes `run` to `event`. `name` says who handles it, for the log line when it fails.
   * Returns a function that unsubscribes (tests).
   */
  on<E extends EventName>(event: E, name: string, run: Handler<E>): () => void {
    const list = this.handlers.get(event) ?? [];
    const entry = { name, run: run as Handler<never> };
    list.push(entry);
    this.handlers.set(event, list);
    return () => {
      const at = list.indexOf(entry);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Runs every handler of `event` in subscription order; call it after the commit. */
  async emit<E extends EventName>(event: E, payload: EventMap[E]): Promise<void> {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        await (handler.run as Handler<E>)(payload);
      } catch (err) {
        this.log.error({ err, event, handler: handler.name }, `[events] ${handler.name} failed on ${event}`);
      }
    }
  }

  /** Which handlers listen to `event` (the architecture test prints the map from this). */
  subscribers(event: EventName): string[] {
    return (this.handlers.get(event) ?? []).map((h) => h.name);
  }

  /** Every event with at least one handler. */
  events(): EventName[] {
    return [...this.handlers.keys()].filter((e) => (this.handlers.get(e)?.length ?? 0) > 0);
  }
}
