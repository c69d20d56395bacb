// The bench's helper processes (fixture servers, the bare-Fastify baseline, the load client):
// each its own Node process, so none shares an event loop with the bench or with another.
import { spawn } from 'node:child_process';
import { sleep } from './stats.mjs';

/**
 * Starts `node script ...args` and resolves once it prints `ready` on stdout (within 30 s).
 * `stop()` sends SIGTERM, then SIGKILL after 5 s.
 */
export async function startChild(script, args) {
  const child = spawn(process.execPath, [script, ...args.map(String)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise((r) => child.once('exit', r));
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/^ready$/m.test(output)) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (c) => (output += c));
    void exit.then(() => reject(new Error(`${script} exited during start:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if ((await Promise.race([exit.then(() => 1), sleep(5000).then(() => 0)])) === 0) {
      child.kill('SIGKILL');
      await exit;
    }
  };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${script} not ready within 30 s:\n${output}`)),
      30_000,
    );
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (err) {
    await stop();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return { pid: child.pid, stop };
}

/** Runs `node script ...args` to its end (bounded by `timeoutMs`) and parses its last stdout line. */
export function runChildJson(script, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args.map(String)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last));
      else reject(new Error(`${script} ended with ${code ?? signal}: ${err.trim().slice(-500)}`));
    });
  });
}
