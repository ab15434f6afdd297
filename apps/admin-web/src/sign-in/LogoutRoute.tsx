import { useEffect, useRef } from 'react';
import { Loading, useLogout } from 'react-admin';

/** /logout (spec 01 §2) ends the session and goes to the sign-in page. */
export const LogoutRoute = () => {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  return <Loading />;
};
