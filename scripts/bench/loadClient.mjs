// The bench's HTTP load client, run as its own process so it never competes with the bench's
// event loop: autocannon against one URL for a bounded time.
//   node scripts/bench/loadClient.mjs '{"url":…,"headers":{…},"connections":10,"seconds":5}'
// Options: `paths` (each request the next of these paths on the URL's origin, in turn) and
// `maxRequests` (the run also ends after that many requests).
// Prints one JSON line: requests, requests/s, latency p50/p99 (ms), non-2xx, errors, body bytes.
import autocannon from 'autocannon';

const {
  url,
  headers = {},
  connections = 10,
  seconds = 5,
  paths,
  maxRequests,
} = JSON.parse(process.argv[2]);

let next = 0;
const result = await autocannon({
  url,
  headers,
  connections,
  duration: seconds,
  timeout: 10,
  ...(maxRequests && { maxOverallRequests: maxRequests }),
  ...(paths && {
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  }),
});
const total = result.requests.total;
console.log(
  JSON.stringify({
    requests: total,
    requestsPerSecond: Math.round((total / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: total ? Math.round(result.throughput.total / total) : 0,
    seconds: result.duration,
  }),
);
