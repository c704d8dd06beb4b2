import os from 'node:os';
import { Worker } from 'node:worker_threads';

// bcryptjs is plain JavaScript: on the main thread one hash blocks every other request for
// ~100 ms. A few worker threads do the hashing while the event loop keeps serving pages.
//
// The worker's code is evaluated from this string rather than loaded from a file, so the
// production bundle has no file to lose; `require('bcryptjs')` resolves from the working
// directory (the project, where `next start` runs).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcryptjs');
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash'
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: String((error && error.message) || error) });
  }
});
`;

export type HashJob = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type JobResult<J extends HashJob> = J extends { op: 'hash' } ? string : boolean;
type Reply = { id: number; ok: true; result: string | boolean } | { id: number; ok: false; error: string };

interface Pending {
  id: number;
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** Thrown when the queue is full: the route answers 503 instead of piling up work. */
export class HashPoolBusyError extends Error {
  constructor() {
    super('Password hashing queue is full');
    this.name = 'HashPoolBusyError';
  }
}

export function defaultPoolSize(): number {
  // Leave one core to the main thread (pages, API), use at most four.
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export class HashPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(
    private readonly size = defaultPoolSize(),
    private readonly maxQueue = 256,
    private readonly source = WORKER_SOURCE,
  ) {}

  run<J extends HashJob>(job: J): Promise<JobResult<J>> {
    if (this.queue.length >= this.maxQueue) return Promise.reject(new HashPoolBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (value: string | boolean) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; later jobs start new ones. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.source, { eval: true });
    // Idle workers must not keep a process (or a test run) alive; busy ones do.
    worker.on('message', (reply: Reply) => {
      const pending = this.busy.get(worker);
      if (!pending || pending.id !== reply.id) return;
      this.busy.delete(worker);
      this.idle.push(worker);
      worker.unref();
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(new Error(`Password hashing failed: ${reply.error}`));
      this.dispatch();
    });
    const retire = (error: Error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      pending?.reject(error);
      this.dispatch();
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`Password worker exited with code ${code}`)));
    return worker;
  }
}
