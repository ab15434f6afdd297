/**
 * react-admin's auth provider over the gateway's session calls. Sign-in has two steps: the sign-in page
 * calls `startSignIn` (password), then react-admin's `login` with the PIN. Permissions are the user's
 * UserPermissions (permission keys, side menu, multi-practice flag); `canAccess` delegates to the
 * pure function of access/canAccess.ts with the rules the features declare for their resources.
 */
import { Routes, TokenMessages, type PendingSignIn, type SignInRequest, type UserPermissions } from '@dental/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess, type AccessRules } from '../access/canAccess';
import { forgetUserAccess, loadUserAccess } from '../access/userAccess';
import { clearAppSettings, readAppSettings, reconcileAppSettings, writeAppSettings } from '../practices/appSettings';
import { ApiError } from './apiError';
import { describeBrowser } from './browserInfo';
import { callApi } from './httpClient';
import { clearSession, hasSession, saveSession } from './session';

export interface Credentials {
  username: string;
  password: string;
}

/** Step 2 of sign-in: the pending sign-in and the PIN the user received. */
export interface PinCredentials {
  trackLoginId: string;
  pin: string;
}

/** Step 1: the password; the server sends the PIN and answers the pending sign-in. */
export function startSignIn({ username, password }: Credentials): Promise<PendingSignIn> {
  const request: SignInRequest = { username, password, ...describeBrowser(navigator.userAgent) };
  return callApi(Routes.authenticate, { body: request });
}

/** Asks for another PIN for the pending sign-in. */
export function requestNewPin(trackLoginId: string): Promise<PendingSignIn> {
  return callApi(Routes.newPin, { body: { trackLoginId } });
}

/** Completes sign-in with the PIN and prepares the session: permissions and the granted practices, reconciled with the saved selection. */
export async function signIn({ trackLoginId, pin }: PinCredentials): Promise<{ defaultPath: string }> {
  const session = await callApi(Routes.authenticatePin, { body: { trackLoginId, pin } });
  saveSession(session);
  forgetUserAccess();
  try {
    const [access, clients, saved] = await Promise.all([loadUserAccess(), callApi(Routes.grantedPractices), callApi(Routes.appSettings)]);
    writeAppSettings(reconcileAppSettings(readAppSettings(), access.canUseMultiPractice, clients, saved.selectedPractices));
  } catch (error) {
    clearSession();
    forgetUserAccess();
    throw error;
  }
  return { defaultPath: session.user.defaultPath || '/' };
}

export const createAuthProvider = (rules: AccessRules): AuthProvider => ({
  async login(credentials: PinCredentials) {
    const { defaultPath } = await signIn(credentials);
    return { redirectTo: defaultPath };
  },

  async logout() {
    if (hasSession()) {
      // The gateway adds the refresh token of its HttpOnly cookie, so the server revokes it with the access token, and clears the cookie.
      await callApi(Routes.logout, { body: {} }).catch(() => undefined);
    }
    clearSession();
    clearAppSettings();
    forgetUserAccess();
    return '/login';
  },

  async checkAuth() {
    if (!hasSession()) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: unknown) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    // A revoked token opens the re-login dialog over the page instead of leaving it.
    if (error.serverMessage === TokenMessages.blacklisted) return;
    throw { redirectTo: '/login', message: false };
  },

  async getPermissions(): Promise<UserPermissions | undefined> {
    return hasSession() ? loadUserAccess() : undefined;
  },

  async getIdentity(): Promise<UserIdentity> {
    const { user } = await loadUserAccess();
    return { id: user._id, fullName: user.name || `${user.firstName} ${user.lastName}`.trim(), email: user.email };
  },

  async canAccess({ action, resource }) {
    if (!hasSession()) return false;
    const { permissions } = await loadUserAccess();
    return canAccess(permissions, { action, resource }, rules);
  },
});
