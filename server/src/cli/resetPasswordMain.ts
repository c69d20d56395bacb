// npm run reset-password -- <username>: the new password comes from ADMIN_PASSWORD or, when that
// is unset, from the first line of standard input.
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config.ts';
import { resetPassword, ResetError } from './resetPassword.ts';

async function readFirstLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('New password: ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username || process.argv.length > 3) {
    console.error(
      'Usage: npm run reset-password -- <username>   (password from ADMIN_PASSWORD or stdin)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const password = config.adminPassword ?? (await readFirstLine());
  const name = await resetPassword(config, username, password);
  console.log(
    `The password of "${name}" is reset and every session of "${name}" has ended. ` +
      'A running server applies it at once.',
  );
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof ResetError;
  console.error(known ? (err as Error).message : `reset-password failed: ${String(err)}`);
  process.exit(1);
});
