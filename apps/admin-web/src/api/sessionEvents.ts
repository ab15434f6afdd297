/**
 * The HTTP client runs outside React; it tells the layout that the session was revoked
 * ('The token has been blacklisted') so the re-login dialog can open over the current page.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(): void {
  for (const listener of listeners) listener();
}
