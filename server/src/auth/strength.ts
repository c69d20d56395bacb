// What the server refuses as a configured secret or admin password: too short, too uniform, or
// one of the passwords attackers try first.

export const MIN_ADMIN_PASSWORD = 12;
export const MIN_JWT_SECRET = 32;
/** a secret needs at least this many different characters (32 × 'a' has one) */
export const MIN_SECRET_DISTINCT = 8;

// The most common passwords of the public breach lists (top ~100, and the common longer ones that
// pass a length rule), compared case-insensitively.
const COMMON_PASSWORDS = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
  abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
  michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
  jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou
  2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
  jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
  ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
  yankees 987654321 dallas austin thunder taylor matrix admin welcome login passw0rd password1
  password123 qwerty123 1q2w3e4r 1q2w3e4r5t 123456a 123abc 1qaz2wsx3edc administrator
  qwertyuiop123 password1234 password12345 passwordpassword 123456789012 1234567890123
  12345678901 111111111111 000000000000 123123123123 qwertyqwerty iloveyou1234 qwerty123456
  abcdefghijkl abc123abc123 letmein12345 welcome12345 changeme123 changemenow administrator1
  adminadmin123 admin1234567 superadmin123 p@ssw0rd1234 p@ssword1234 trustno1trustno1
  1q2w3e4r5t6y 1qaz2wsx3edc4rfv zaq12wsxcde3 qazwsxedcrfv asdfghjkl123 zxcvbnm12345`
    .split(/\s+/)
    .filter(Boolean),
);

/** Why the password may not be the admin's password, or undefined when it may. */
export function adminPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD) {
    return `must be at least ${MIN_ADMIN_PASSWORD} characters long`;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'is one of the most common passwords: choose another';
  }
  return undefined;
}

/** Why the secret may not sign tokens, or undefined when it may. */
export function jwtSecretProblem(secret: string): string | undefined {
  if (secret.length < MIN_JWT_SECRET) return `must be at least ${MIN_JWT_SECRET} characters long`;
  if (new Set(secret).size < MIN_SECRET_DISTINCT) {
    return `must use at least ${MIN_SECRET_DISTINCT} different characters (a random value, e.g. openssl rand -base64 48)`;
  }
  return undefined;
}
