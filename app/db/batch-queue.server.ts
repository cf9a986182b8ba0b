// Group commit for the database's busiest writes: calls that arrive while
// earlier ones are being written wait and go together, in one transaction or
// one statement. No timer: a call starts a flush at once (after the current
// turn of the event loop, so calls parsed together go together) when fewer
// than `maxInFlight` flushes run; at low load every call is its own batch,
// under load batches grow by themselves.

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface BatchQueueOptions<I, O> {
  /** Most items in one flush. */
  maxBatch: number;
  /** Most flushes running at once (each holds a database connection). */
  maxInFlight: number;
  /** One outcome per item, in the items' order; a throw fails every item of the batch. */
  flush(items: I[]): Promise<Settled<O>[]>;
}

export interface BatchQueue<I, O> {
  push(item: I): Promise<O>;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export function createBatchQueue<I, O>(options: BatchQueueOptions<I, O>): BatchQueue<I, O> {
  const maxBatch = Math.max(1, options.maxBatch);
  const maxInFlight = Math.max(1, options.maxInFlight);
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(drain);
  };

  function drain() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) void run(queue.splice(0, maxBatch));
  }

  async function run(batch: Waiting<I, O>[]) {
    inFlight++;
    try {
      const outcomes = await options.flush(batch.map((w) => w.item));
      if (outcomes.length !== batch.length) throw new Error(`batch-queue: ${outcomes.length} outcomes for ${batch.length} items`);
      batch.forEach((w, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      inFlight--;
      schedule();
    }
  }

  return {
    push(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
