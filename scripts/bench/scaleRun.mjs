// The API on both engines at 60 and at the large size: scripts/bench/scale.ts, run through tsx,
// prints one JSON object on its last line; its progress goes to stderr.
import { spawn } from 'node:child_process';
import { root } from './config.mjs';

const LIMIT_MS = 30 * 60_000;

export function measureScale(size, notes) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/bench/scale.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_LARGE: String(size) },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`scale.ts ended with ${code ?? signal}`));
        return;
      }
      const scale = JSON.parse(last);
      for (const why of scale.skipped ?? []) notes.push(`scale: ${why}`);
      resolve(scale);
    });
  });
}
