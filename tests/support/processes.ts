import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * The command of an npm script, as arguments for node: the operator's commands (compose.yaml,
 * docs/operations.md) are these scripts, so the tests start exactly them, without npm between
 * (a kill -9 must reach the process itself, not npm).
 */
export function scriptArguments(script: string): string[] {
  const command = scripts[script];
  if (!command) throw new Error(`package.json has no script "${script}"`);
  const [program, ...args] = command.split(/\s+/);
  if (program !== 'node') throw new Error(`The script "${script}" does not start with node: ${command}`);
  return args;
}

/** The commands an operator runs (compose.yaml and docs/operations.md name no other): each is started by tests/ops. */
export const OPERATOR_SCRIPTS = ['migrate', 'start:api', 'start:worker', 'start:web'] as const;
export type OperatorScript = (typeof OPERATOR_SCRIPTS)[number];

export type RunningProcess = {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for the failure message of the test that started it. */
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Starts an npm script's command with its own environment (on top of this process's PATH only). */
export function startScript(name: string, script: OperatorScript, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, scriptArguments(script), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Polls `url` until it answers 200, or throws with the process's output after `timeoutMs`. */
export async function waitUntilReady(url: string, processes: RunningProcess[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const p of processes) {
      if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode} before ${url} was ready:\n${p.output().slice(-3000)}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${processes.map((p) => `--- ${p.name}\n${p.output().slice(-2000)}`).join('\n')}`);
}
