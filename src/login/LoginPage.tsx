// The sign-in page once react-router is loaded (after signing out, or a guarded path opened
// without a session): the same screen, leaving for the dashboard through the router.
import { useNavigate } from 'react-router-dom';
import { SignInScreen } from './SignInScreen';

export function LoginPage() {
  const navigate = useNavigate();
  return <SignInScreen onSignedIn={() => navigate('/dashboard', { replace: true })} />;
}

export default LoginPage;
