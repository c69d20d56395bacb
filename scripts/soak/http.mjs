// The soak's clock and its HTTP calls: one global deadline that every loop and request obeys, and
// a tally of every 5xx answer seen anywhere.

const controller = new AbortController();
let deadlineAt = Infinity;

/** Starts the global deadline: after `ms` every request is aborted and every loop stops. */
export function startDeadline(ms) {
  deadlineAt = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(new Error('soak deadline reached')), ms);
  timer.unref();
}

export const expired = () => Date.now() >= deadlineAt;
export const remainingMs = () => Math.max(0, deadlineAt - Date.now());

/** An abort signal for one request: its own time limit or the global deadline, whichever first. */
export const requestSignal = (timeoutMs) =>
  AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]);

/** Every 5xx answer seen, by phase. */
export const serverErrors = [];

export function noteStatus(phase, status, what) {
  if (status >= 500) serverErrors.push({ phase, status, what });
}

/**
 * `method base/api<apiPath>`; an object body is sent as JSON, FormData or a string as is.
 * Resolves {status, body, headers, ms}; rejects on a network error, a timeout or the deadline.
 */
export async function api(
  base,
  method,
  apiPath,
  { body, token, headers = {}, timeoutMs = 30_000, phase = '' } = {},
) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload;
  if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array) {
    payload = body;
  } else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const started = performance.now();
  const res = await fetch(`${base}/api${apiPath}`, {
    method,
    headers: h,
    body: payload,
    signal: requestSignal(timeoutMs),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  noteStatus(phase, res.status, `${method} ${apiPath}`);
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers, ms };
}

/** Signs in and returns the token (throws with the answer when it fails). */
export async function login(base, username, password, headers = {}) {
  const res = await api(base, 'POST', '/admin/login', {
    body: { username, password },
    headers,
    phase: 'login',
  });
  const token = res.body?.data?.token;
  if (res.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return token;
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at once; stops early when `stop()`. */
export async function pool(count, concurrency, task, stop = () => false) {
  let next = 0;
  const worker = async () => {
    while (next < count && !expired() && !stop()) {
      const i = next++;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return next;
}
