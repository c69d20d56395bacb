// How much JavaScript a page loads: every script response seen through CDP, summed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './config.mjs';

/** Records every JavaScript response of a page through CDP: wire bytes, decoded bytes, encoding. */
export async function watchScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const isJs =
      type === 'Script' ||
      /javascript|ecmascript/.test(response.mimeType ?? '') ||
      /\.m?js(\?|$)/.test(response.url);
    if (!isJs) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    requests.set(requestId, {
      url: response.url,
      encoding: headers['content-encoding'] ?? 'identity',
      wire: 0,
      decoded: 0,
      done: false,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) {
      r.wire = encodedDataLength; // headers + body as transferred
      r.done = true;
    }
  });
  return {
    /** the scripts finished so far; `since` skips those already counted */
    take(since = new Set()) {
      return [...requests.entries()]
        .filter(([id, r]) => r.done && !since.has(id))
        .map(([id, r]) => ({ id, ...r }));
    },
  };
}

/** gzip -9 size of the built file behind a URL, for reference when it was served uncompressed. */
function gzipEstimate(url) {
  const file = path.join(root, 'dist/client', new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export function summarize(scripts) {
  const sum = (k) => scripts.reduce((a, s) => a + s[k], 0);
  return {
    files: scripts.length,
    wireBytes: sum('wire'),
    decodedBytes: sum('decoded'),
    gzipEstimateBytes: scripts.reduce((a, s) => a + gzipEstimate(s.url), 0),
    encodings: [...new Set(scripts.map((s) => s.encoding))],
    urls: scripts.map((s) => new URL(s.url).pathname),
  };
}
