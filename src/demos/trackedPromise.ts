/**
 * A promise that carries React's `status` fields once settled. React's `use()` reads them: a promise
 * already fulfilled is used at once, without suspending. That matters for a server-rendered demo,
 * whose code is loaded before its HTML is hydrated: a suspension in the middle of hydration would
 * leave that part as server HTML while the rest commits, and the next render would replace it.
 */
export type TrackedPromise<T> = Promise<T>;

type WithStatus<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A new promise, settled like `promise`, that carries the fields. The given one is not touched: a
 * bundler may hand out one promise per module, and another reader of it (React's Flight client marks
 * the chunk promises it loads) may set the same fields to its own values.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: WithStatus<T> = promise.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
      return value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
      throw reason;
    },
  );
  result.status = 'pending';
  return result;
}
