// The admin's token from the product's API.
import { ADMIN_PASSWORD } from './config.mjs';

/** Signs in as `admin` (the bench's password unless given); the login answer's `{token, user}`. */
export async function signInSession(url, password = ADMIN_PASSWORD) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const data = (await res.json())?.data;
  if (res.status !== 200 || !data?.token) throw new Error(`sign-in failed: ${res.status}`);
  return { token: data.token, user: data.user };
}

export async function signIn(url) {
  return (await signInSession(url)).token;
}
