import type { Db, Tx } from './client.js';

/** Carries a preview's result out of the transaction it was computed in. */
class Previewed<T> extends Error {
  constructor(readonly result: T) {
    super('previewed');
  }
}

/**
 * Runs `work` in a transaction that is always rolled back and answers its result: what a write
 * would do (a price, a total), computed by the write's own code, with nothing kept. An error
 * thrown by `work` is thrown as it is.
 */
export async function preview<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Previewed(await work(tx));
    });
  } catch (error) {
    if (error instanceof Previewed) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: a preview transaction always rolls back');
}
