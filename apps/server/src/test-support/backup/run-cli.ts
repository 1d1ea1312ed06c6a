import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

export interface CliRun {
  code: number | null;
  output: string;
  /** The process, for a test that stops it midway. */
  seconds: number;
}

/**
 * Runs one of the project's commands as an operator would (`npm run <name> -- args`: the same
 * `node --import tsx apps/server/src/cli/<file>.ts`), with `env` over the test's environment.
 */
export function runCli(
  file: 'backup' | 'restore' | 'backup-setup' | 'migrate',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CliRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${file}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}
