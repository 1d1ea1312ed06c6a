/** The pool's default module: every task names its own module, so this one is never run. */
export default function noTask(): never {
  throw new Error('A worker task names its module (runInWorker)');
}
