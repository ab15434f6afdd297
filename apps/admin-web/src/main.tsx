import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { webSettings } from './config';

// Spec routes are real paths (/allTransaction, /login), so the app uses the browser history;
// react-admin finds this router and does not create its own hash router.
const router = createBrowserRouter([{ path: '*', element: <App /> }], {
  future: {
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_skipActionErrorRevalidation: true,
  },
});

// Asked now, while the first screen renders; a failure is asked again by the first call that needs them.
webSettings().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} future={{ v7_startTransition: true }} />
  </StrictMode>,
);
