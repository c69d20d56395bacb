import { isIP } from 'node:net';
import type { Config } from './config.ts';
import type { Started } from './bootstrap.ts';

/** True for addresses only this machine can reach. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return (
    a === 'localhost' ||
    a === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(a) ||
    a.startsWith('::ffff:127.')
  );
}

const isAnyAddress = (address: string) => address === '0.0.0.0' || address === '::';

/** The URL of the address the server really listens on (IPv6 in brackets). */
export function listenUrl(address: string, port: number): string {
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
}

/** What the server prints once it listens: the real address, warnings, and the admin. */
export function banner(config: Config, started: Started, address: string, port: number): string {
  const url = listenUrl(address, port);
  const lines = [
    '',
    `Interview AI Admin is running at ${url}${isAnyAddress(address) ? ' (every network interface)' : ''}`,
    `  API base:   ${url}/api`,
    `  DATA_DIR:   ${config.dataDir}`,
    `  Demo data:  ${started.seeded ? 'loaded' : config.seedDemo ? 'already present or skipped' : 'off (SEED_DEMO=off)'}`,
  ];
  if (started.createdAdmin && started.generatedPassword) {
    lines.push(
      `  Admin:      username "${config.adminUsername}", password "${started.generatedPassword}"`,
      '              This password is shown only once. Set ADMIN_PASSWORD to choose one.',
    );
  } else if (started.createdAdmin) {
    lines.push(`  Admin:      username "${config.adminUsername}", password from ADMIN_PASSWORD`);
  } else {
    lines.push(`  Admin:      username "${config.adminUsername}"`);
  }
  if (started.adminPasswordIgnored) {
    lines.push(
      `  Note:       ADMIN_PASSWORD is set, but the admin "${config.adminUsername}" already exists:`,
      '              it was not applied. To change the password run',
      `              npm run reset-password -- ${config.adminUsername}`,
    );
  }
  if (!isLoopback(address)) {
    lines.push(
      `  WARNING:    listening beyond loopback (HOST=${config.host}): other machines can reach the`,
      '              sign-in page. Serve it through HTTPS (a reverse proxy, with TRUST_PROXY set)',
      '              or set HOST=127.0.0.1.',
    );
  }
  lines.push('');
  return lines.join('\n');
}
