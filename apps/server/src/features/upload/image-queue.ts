import { fail } from '../../lib/app-error.js';

/**
 * Image work (decode, resize, encode, SVG rendering) runs on libuv's thread pool — the same four
 * threads that hash passwords for log-in. Left alone, four uploads at once take every pool thread
 * and every core, and log-in waits behind them. So all image work in the process passes through
 * one small queue: at most `concurrency` jobs run, each member has at most `perOwner` jobs in it
 * (running or waiting), at most `maxWaiting` wait, and none waits longer than `maxWaitMs`.
 * A flood is refused at once with a Korean message instead of being buffered in memory.
 */
export interface ImageQueueOptions {
  /** Jobs running at once in this process (1 on a 2-core machine leaves a core for requests). */
  concurrency: number;
  /** Jobs waiting for a slot across everyone; one more is refused. */
  maxWaiting: number;
  /** Jobs one member may have in the queue, running or waiting. */
  perOwner: number;
  /** How long a job may wait for a slot before it is given up. */
  maxWaitMs: number;
}

export const DEFAULT_IMAGE_QUEUE: ImageQueueOptions = {
  concurrency: 1,
  maxWaiting: 8,
  perOwner: 2,
  maxWaitMs: 30_000,
};

const OWNER_BUSY = '앞서 올린 이미지를 아직 처리하고 있어요. 그 이미지가 올라간 뒤에 다시 올려 주세요.';
const QUEUE_FULL = '지금 이미지를 올리는 사람이 많아요. 잠시 후 다시 올려 주세요.';
const WAITED_TOO_LONG = '이미지를 처리할 차례가 오지 않아 올리지 못했어요. 잠시 후 다시 올려 주세요.';

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class ImageWorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly inQueue = new Map<string, number>();

  constructor(private options: ImageQueueOptions = DEFAULT_IMAGE_QUEUE) {}

  /** Applies the configured limits (from the app's config); jobs already queued keep their place. */
  configure(options: Partial<ImageQueueOptions>): void {
    this.options = { ...this.options, ...options };
    this.startNext();
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `job` when a slot is free. `owner` is who asked (a member or an address); null counts
   * only toward the totals. Refusals throw before the job is touched; a job that throws frees its
   * slot like one that succeeds.
   */
  async run<T>(owner: string | null, job: () => Promise<T>): Promise<T> {
    const { perOwner, maxWaiting, concurrency } = this.options;
    if (owner !== null && (this.inQueue.get(owner) ?? 0) >= perOwner) throw fail('RATE_LIMITED', OWNER_BUSY);
    const mustWait = this.running >= concurrency || this.waiting.length > 0;
    if (mustWait && this.waiting.length >= maxWaiting) throw fail('UNAVAILABLE', QUEUE_FULL);
    if (owner !== null) this.inQueue.set(owner, (this.inQueue.get(owner) ?? 0) + 1);
    try {
      await (mustWait ? this.waitForSlot() : this.take());
      try {
        return await job();
      } finally {
        this.running -= 1;
        this.startNext();
      }
    } finally {
      if (owner !== null) {
        const left = (this.inQueue.get(owner) ?? 1) - 1;
        if (left > 0) this.inQueue.set(owner, left);
        else this.inQueue.delete(owner);
      }
    }
  }

  private take(): Promise<void> {
    this.running += 1;
    return Promise.resolve();
  }

  private waitForSlot(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(fail('UNAVAILABLE', WAITED_TOO_LONG));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private startNext(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) this.waiting.shift()!.start();
  }
}

/** The one queue of this process: libvips threads and the thread pool are per process too. */
export const imageQueue = new ImageWorkQueue();

/**
 * Who uploaded a file's bytes. `readUpload` tags the buffer it read with the member (or, for a
 * visitor, the address), so `processImage` can hold each person to their share of the queue
 * without every feature that processes pictures having to pass the member along.
 */
const owners = new WeakMap<Buffer, string>();

export function tagImageOwner(data: Buffer, owner: string): void {
  owners.set(data, owner);
}

export function imageOwnerOf(data: Buffer): string | null {
  return owners.get(data) ?? null;
}
