import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { checkStoredSession } from './layout/sessionStatus';

// At load: an undecodable or (nearly) expired token is dropped with the session-expired toast.
checkStoredSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
