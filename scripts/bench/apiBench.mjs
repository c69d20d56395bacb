// API throughput: the candidates list, signed in, by a few concurrent clients.
import { performance } from 'node:perf_hooks';
import { ADMIN_PASSWORD, API_CONCURRENCY, API_REQUESTS, API_TIME_LIMIT_MS } from './config.mjs';
import { percentile } from './stats.mjs';

async function signIn(url) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = (await login.json())?.data?.token;
  if (login.status !== 200 || !token) throw new Error(`login failed: ${login.status}`);
  return token;
}

export async function apiBench(url) {
  const token = await signIn(url);
  const target = `${url}/api/candidate/segregated?page=1&limit=100`;
  const headers = { authorization: `Bearer ${token}` };
  const one = async () => {
    const t = performance.now();
    const res = await fetch(target, { headers });
    const body = await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t, bytes: body.byteLength };
  };
  for (let i = 0; i < 50; i++) await one(); // warm-up
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  let issued = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (issued < API_REQUESTS && performance.now() - t0 < API_TIME_LIMIT_MS) {
      issued++;
      const r = await one();
      latencies.push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      bytes = r.bytes;
    }
  };
  await Promise.all(Array.from({ length: API_CONCURRENCY }, worker));
  const elapsed = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  return {
    endpoint: 'GET /api/candidate/segregated?page=1&limit=100',
    requests: latencies.length,
    concurrency: API_CONCURRENCY,
    statuses,
    responseBytes: bytes,
    seconds: elapsed / 1000,
    requestsPerSecond: latencies.length / (elapsed / 1000),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}
