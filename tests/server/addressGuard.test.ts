// Where webhooks may go (docs/messages.md): the ranges refused, the URLs refused at registration.
import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  webhookUrlProblem,
} from '../../server/src/modules/outbox/addressGuard.ts';
import { retryDelayMs } from '../../server/src/modules/outbox/worker.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1234',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('webhookUrlProblem', () => {
  it('asks for a full http(s) URL without credentials', () => {
    expect(webhookUrlProblem('example.com/hook', false)).toMatch(/full http\(s\) address/);
    expect(webhookUrlProblem('file:///etc/passwd', false)).toBe(
      'URL must start with http:// or https://',
    );
    expect(webhookUrlProblem('https://user:pw@example.com/', false)).toBe(
      'URL must not hold a user name or password',
    );
    expect(webhookUrlProblem('https://hooks.example.com/in', false)).toBeUndefined();
  });

  it('refuses this machine and private networks by name or address unless allowed', () => {
    for (const url of [
      'http://localhost/',
      'http://app.localhost/',
      'http://[::1]:8080/',
      'http://192.168.0.10/',
    ]) {
      expect(webhookUrlProblem(url, false), url).toMatch(/is private: webhooks may not reach it$/);
      expect(webhookUrlProblem(url, true), url).toBeUndefined();
    }
  });
});

describe('retries', () => {
  it('wait 2.5 times longer each time: about 21 hours over 10 attempts from 30 s', () => {
    const waits = Array.from({ length: 9 }, (_, i) => retryDelayMs(30_000, i + 1));
    expect(waits[0]).toBe(30_000);
    expect(waits[1]).toBe(75_000);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(18);
    expect(total / 3_600_000).toBeLessThan(24);
  });
});
