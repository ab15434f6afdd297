import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hasSession } from './api/session';
import { webSettings } from './config';
import { StandaloneSignIn } from './sign-in/StandaloneSignIn';

// Asked now, while the first screen renders; a failure is asked again by the first call that needs them.
webSettings().catch(() => undefined);

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

/** Pages a signed-out person opens from a mail or a link: they belong to the app, not to the sign-in form. */
const SIGNED_OUT_PAGES = [/^\/authorize\//, /^\/logout$/, /^\/unlock$/, /^\/password_(reset|create)$/];

const loadApp = (into: Root) => import('./bootApp').then(({ renderApp }) => renderApp(into));

if (!hasSession() && !SIGNED_OUT_PAGES.some((page) => page.test(window.location.pathname))) {
  // A signed-out visit shows the sign-in form at once; react-admin and the screens load after the PIN.
  if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
  root.render(
    <StrictMode>
      <StandaloneSignIn
        onSignedIn={(defaultPath) => {
          window.history.replaceState(null, '', defaultPath);
          void loadApp(root);
        }}
      />
    </StrictMode>,
  );
} else {
  void loadApp(root);
}
