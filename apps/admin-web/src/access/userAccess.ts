/**
 * The signed-in user's permissions and side menu, fetched once per session from
 * GET /api/authz/get/user/permission (an encrypted answer) and shared by canAccess, the menu and
 * the identity. Sign-in, re-login and sign-out forget it so the next use fetches it again.
 */
import { Routes, type UserPermissions } from '@dental/contracts';
import { callApi } from '../api/httpClient';

let pending: Promise<UserPermissions> | null = null;

export function loadUserAccess(): Promise<UserPermissions> {
  pending ??= callApi(Routes.userPermissions).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function forgetUserAccess(): void {
  pending = null;
}
