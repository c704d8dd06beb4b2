import os from 'node:os';
import { Worker } from 'node:worker_threads';

// bcryptjs is plain JavaScript: on the main thread one hash blocks every other request for
// ~100 ms. A few worker threads do the hashing while the event loop keeps serving pages.
//
// The worker's code is evaluated from this string rather than loaded from a file, so the
// production bundle has no file to lose. An evaluated worker resolves `require` from the working
// directory, so it gets bcryptjs by the absolute path this module resolved (bcryptjs stays an
// external package, so the resolution is Node's from the server's own files, and the standalone
// output traces it).
//
// The workers run at a lower priority (a higher nice) than the thread that serves pages: under a
// flood of logins the hashes take whatever CPU the pages leave, not half of it. On Linux a thread's
// priority is set through its own id (/proc/thread-self); elsewhere the workers keep the process's.
export const WORKER_NICE = 10;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, workerData.nice);
} catch {}
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
/**
 * Who a job is for. `signin` (logins, the owner's activation, password changes) always goes first;
 * `signup` (public registration, the one anyone can flood) waits behind it, is refused at a shorter
 * wait, and never holds the last free worker, so sign-ups cannot use up the capacity of sign-ins.
 */
export type HashLane = 'signin' | 'signup';
type JobResult<J extends HashJob> = J extends { op: 'hash' } ? string : boolean;
type Reply = { id: number; ok: true; result: string | boolean } | { id: number; ok: false; error: string };

interface Pending {
  id: number;
  lane: HashLane;
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** Thrown when a new job would wait too long: the route answers 503 with Retry-After instead of piling up work. */
export class HashPoolBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly lane: HashLane = 'signin',
  ) {
    super('Password hashing queue is full');
    this.name = 'HashPoolBusyError';
  }
}

/** Where bcryptjs is, resolved from this module's own location rather than the working directory. */
function bcryptPath(): string {
  // Left to Node at run time (the bundler would put a module id here), from the compiled server
  // file's folder: the project's node_modules, or the standalone output's.
  return require.resolve(/* turbopackIgnore: true */ 'bcryptjs');
}

export function defaultPoolSize(cores = os.availableParallelism()): number {
  // Leave one core to the main thread (pages, API), use at most four; but never fewer than two, so
  // that one worker is always kept for sign-ins while sign-ups use the other (a 2-core machine).
  return Math.max(2, Math.min(4, cores - 1));
}

export interface HashPoolOptions {
  size?: number;
  /** A sign-in job whose expected wait (queue ahead of it plus its own run) is longer is refused. */
  maxWaitMs?: number;
  /** The same for a sign-up job: shorter, so sign-ups are shed first. */
  signupMaxWaitMs?: number;
  /**
   * Sign-up jobs started: at most `burst` at once, then `perSecond` (a token bucket). The hourly
   * ceiling bounds how many accounts a flood makes; this bounds the CPU it takes meanwhile, which a
   * 2-core machine's logins and pages need.
   */
  signupRate?: { burst: number; perSecond: number };
  /** The first guess of one job's duration, before any was measured. */
  initialJobMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** The worker's code (tests replace it). */
  source?: string;
}

export class HashPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending & { startedAt: number }>();
  private readonly queues: Record<HashLane, Pending[]> = { signin: [], signup: [] };
  private nextId = 1;
  private readonly size: number;
  private readonly maxWaitMs: Record<HashLane, number>;
  private readonly source: string;
  /** Moving average of measured job durations: the queue is bounded by time, not by count. */
  private averageJobMs: number;
  private readonly signupRate: { burst: number; perSecond: number };
  private signupTokens: { tokens: number; at: number };
  private readonly now: () => number;

  constructor({
    size = defaultPoolSize(),
    maxWaitMs = 5000,
    signupMaxWaitMs = 2000,
    signupRate = { burst: 5, perSecond: 2 },
    initialJobMs = 250,
    source = WORKER_SOURCE,
    now = () => performance.now(),
  }: HashPoolOptions = {}) {
    this.size = size;
    this.maxWaitMs = { signin: maxWaitMs, signup: Math.min(signupMaxWaitMs, maxWaitMs) };
    this.averageJobMs = initialJobMs;
    this.source = source;
    this.signupRate = signupRate;
    this.now = now;
    this.signupTokens = { tokens: signupRate.burst, at: now() };
  }

  /** Sign-up starts left now (fractional), refilled at signupRate.perSecond. */
  private signupTokensNow(): number {
    const { tokens, at } = this.signupTokens;
    return Math.min(this.signupRate.burst, tokens + ((this.now() - at) / 1000) * this.signupRate.perSecond);
  }

  /** How long a job submitted now in `lane` would take to finish, from the work ahead of it. */
  expectedWaitMs(lane: HashLane = 'signin'): number {
    // A sign-in waits only for sign-ins and the jobs already running; a sign-up for everything.
    const ahead = this.busy.size + this.queues.signin.length + (lane === 'signup' ? this.queues.signup.length : 0);
    return (Math.floor(ahead / this.size) + 1) * this.averageJobMs;
  }

  /** The refusal a job in `lane` would get now, or null: lets a caller shed before doing other work. */
  refusal(lane: HashLane): HashPoolBusyError | null {
    if (lane === 'signup') {
      const tokens = this.signupTokensNow();
      if (tokens < 1) return new HashPoolBusyError(Math.max(1, Math.ceil((1 - tokens) / this.signupRate.perSecond)), lane);
    }
    const wait = this.expectedWaitMs(lane);
    const limit = this.maxWaitMs[lane];
    return wait > limit ? new HashPoolBusyError(Math.max(1, Math.ceil((wait - limit) / 1000)), lane) : null;
  }

  run<J extends HashJob>(job: J, lane: HashLane = 'signin'): Promise<JobResult<J>> {
    const refused = this.refusal(lane);
    if (refused) return Promise.reject(refused);
    if (lane === 'signup') this.signupTokens = { tokens: this.signupTokensNow() - 1, at: this.now() };
    return new Promise((resolve, reject) => {
      this.queues[lane].push({ id: this.nextId++, lane, job, resolve: resolve as (value: string | boolean) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; later jobs start new ones. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** The next job to start: sign-ins first; a sign-up only while it leaves a worker for sign-ins. */
  private next(): Pending | undefined {
    if (this.queues.signin.length > 0) return this.queues.signin.shift();
    const signupsRunning = [...this.busy.values()].filter((pending) => pending.lane === 'signup').length;
    return signupsRunning < Math.max(1, this.size - 1) ? this.queues.signup.shift() : undefined;
  }

  private dispatch(): void {
    for (;;) {
      if (this.idle.length === 0 && this.busy.size >= this.size) return;
      const pending = this.next();
      if (!pending) return;
      const worker = this.idle.pop() ?? this.spawn();
      this.busy.set(worker, { ...pending, startedAt: performance.now() });
      worker.ref();
      worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.source, { eval: true, workerData: { bcryptPath: bcryptPath(), nice: WORKER_NICE } });
    // Idle workers must not keep a process (or a test run) alive; busy ones do.
    worker.on('message', (reply: Reply) => {
      const pending = this.busy.get(worker);
      if (!pending || pending.id !== reply.id) return;
      this.busy.delete(worker);
      this.idle.push(worker);
      worker.unref();
      this.averageJobMs = 0.8 * this.averageJobMs + 0.2 * (performance.now() - pending.startedAt);
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
