import { workerTask } from './pool.js';

/** Tasks of pool.test.ts. */
export const sumTo = workerTask((n: number) => (n * (n + 1)) / 2);

export const spin = workerTask((ms: number) => {
  const end = Date.now() + ms;
  let i = 0;
  while (Date.now() < end) i++;
  return i;
});

export const fail = workerTask((message: string) => {
  throw new Error(message);
});
