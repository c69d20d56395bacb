/** Where signing in leads (spec section 3): the sign-in page goes there, main.tsx loads it ahead. */
export const AFTER_SIGN_IN = '/dashboard';
