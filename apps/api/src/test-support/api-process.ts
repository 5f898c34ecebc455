// The API as an operator starts it, `node --import tsx apps/api/src/main.ts`, in a clean
// environment (nothing from the test runner leaks in): for the tests of start-up, shutdown and
// several instances.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ApiProcess {
  name: string;
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

export function spawnApi(env: Record<string, string>, name = 'api'): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** The base URL once the process logs "Server listening at"; rejects if it exits or takes longer. */
export async function listeningUrl(run: ApiProcess, timeoutMs: number): Promise<string> {
  const started = Date.now();
  let code: number | null | undefined;
  void run.exited.then((c) => (code = c));
  for (;;) {
    const url = /Server listening at (http:\/\/[^"\s]+)/.exec(run.stdout())?.[1];
    if (url) return url;
    if (code !== undefined) throw new Error(`instance ${run.name} exited ${code}: ${run.stderr() || run.stdout().slice(-2_000)}`);
    if (Date.now() - started > timeoutMs) throw new Error(`instance ${run.name} not listening after ${timeoutMs} ms: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
