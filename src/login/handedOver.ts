// A sign-in the first page (main.tsx) was asked for before react-admin was loaded: SignInPage
// submits it once, as if typed on its own page.
import { createContext } from 'react';
import type { Credentials } from './LoginForm';

export const handedOverSignIn = createContext<Credentials | null>(null);
