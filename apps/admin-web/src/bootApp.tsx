/** The whole app: react-admin under the browser's router. Loaded by main.tsx once there is a session to use. */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';

export function renderApp(root: Root): void {
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
  root.render(
    <StrictMode>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </StrictMode>,
  );
}
