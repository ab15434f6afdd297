/**
 * The credentials resource (spec 02 §7): the credential sets of the practices the caller may reach,
 * never their secrets (GET /api/client/credentials/list, answered whole); one set, values masked
 * unless `meta.reveal` asks a holder of the permission to see them (GET /api/client/credentials/{id});
 * a practice's set saved (POST /api/client/credentials) and deleted (DELETE .../{id}). The form edits
 * the set as rows of groups and properties (credentialGroups.ts); a save sends the map and where each
 * loaded row came from, so masked values keep their stored secret.
 */
import { Routes, type CredentialSet } from '@dental/contracts';
import { pageOf, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';
import { credentialsOf, groupsOf, originsOf, type GroupRow } from './credentialGroups';

/** The set as the form edits it. */
export type CredentialForm = Omit<CredentialSet, '_id' | 'credentials'> & { groups: GroupRow[] };

const toForm = (set: CredentialSet) => ({ ...set, groups: groupsOf(set.credentials) });

function saveRequest(data: RecordFields, fixed?: RecordFields) {
  const groups = (data.groups as GroupRow[] | undefined) ?? [];
  return {
    clientId: (fixed ?? data).clientId,
    practiceId: (fixed ?? data).practiceId,
    credentials: credentialsOf(groups),
    origins: originsOf(groups),
  };
}

export const credentialsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    return pageOf(await call(Routes.listCredentials, { signal: params.signal }), params);
  },
  async getOne(id, params) {
    const reveal = (params.meta as { reveal?: boolean } | undefined)?.reveal === true;
    return toForm(await call(Routes.getCredentials, { params: { id }, query: reveal ? { reveal: 'true' } : {}, signal: params.signal }));
  },
  create: async (data) => toForm(await call(Routes.saveCredentials, { body: saveRequest(data) })),
  // A set belongs to its practice for good: the practice it was loaded for is the one saved.
  update: async (_id, data, previous) => toForm(await call(Routes.saveCredentials, { body: saveRequest(data, previous) })),
  delete: (id) => call(Routes.deleteCredentials, { params: { id } }),
});
