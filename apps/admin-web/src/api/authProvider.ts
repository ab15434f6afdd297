/**
 * react-admin's auth provider over the gateway's session calls. Permissions are the user's
 * UserPermissions (permission keys, side menu, multi-practice flag); `canAccess` delegates to the
 * pure function of access/canAccess.ts.
 */
import { Routes, TokenMessages, type SignInRequest, type UserPermissions } from '@dental/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess } from '../access/canAccess';
import { forgetUserAccess, loadUserAccess } from '../access/userAccess';
import { clearAppSettings, readAppSettings, reconcileAppSettings, writeAppSettings } from '../practices/appSettings';
import { ApiError } from './apiError';
import { describeBrowser } from './browserInfo';
import { callApi } from './httpClient';
import { clearSession, hasSession, refreshToken, saveSession } from './session';

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in and prepares the session: permissions and the granted practices, reconciled with the saved selection. */
export async function signIn({ username, password }: Credentials): Promise<{ defaultPath: string }> {
  const request: SignInRequest = { username, password, ...describeBrowser(navigator.userAgent) };
  const session = await callApi(Routes.authenticate, { body: request });
  saveSession(session);
  forgetUserAccess();
  try {
    const [access, clients] = await Promise.all([loadUserAccess(), callApi(Routes.grantedPractices)]);
    writeAppSettings(reconcileAppSettings(readAppSettings(), access.canUseMultiPractice, clients));
  } catch (error) {
    clearSession();
    forgetUserAccess();
    throw error;
  }
  return { defaultPath: session.user.defaultPath || '/' };
}

export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    const { defaultPath } = await signIn(credentials);
    return { redirectTo: defaultPath };
  },

  async logout() {
    if (hasSession()) {
      // Sending the refresh token lets the server revoke it along with the access token.
      const token = refreshToken();
      await callApi(Routes.logout, { body: token ? { refreshToken: token } : {} }).catch(() => undefined);
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
    return canAccess(permissions, { action, resource });
  },
};
