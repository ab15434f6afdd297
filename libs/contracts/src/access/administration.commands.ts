/** Commands of the permission catalogue, client grants, clients, practices and users (auth service). */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { idText } from '../shared/id-text';
import {
  permissionElementSchema,
  permissionElementUpdateSchema,
  type SystemPermission,
  type SystemPermissionNode,
} from './permission-catalogue';
import {
  clientGrantQuerySchema,
  clientGrantSchema,
  clientListQuerySchema,
  createClientSchema,
  deleteUserSchema,
  findUserSchema,
  locationQuerySchema,
  practiceFormSchema,
  appSettingsSchema,
  credentialQuerySchema,
  saveCredentialsSchema,
  nsKeySchema,
  practiceListQuerySchema,
  saveUserSchema,
  updateClientSchema,
  updatePracticeSchema,
  updateUserSchema,
  userListQuerySchema,
  type ClientGrants,
  type ClientRecord,
  type LocationOption,
  type Page,
  type PracticeRecord,
  type UserForm,
  type NsKeyRecord,
  type CredentialSet,
  type CredentialSummary,
  type UserAppSettings,
  type UserRecord,
} from './administration';

const byId = z.object({ id: idText });
const nothing = z.object({}).passthrough();

export const AdminCommands = {
  listSystemPermissions: defineCommand<SystemPermissionNode[]>()('auth', 'permissions.list', nothing),
  createSystemPermission: defineCommand<SystemPermission>()('auth', 'permissions.create', permissionElementSchema),
  updateSystemPermission: defineCommand<SystemPermission>()('auth', 'permissions.update', permissionElementUpdateSchema),
  deleteSystemPermission: defineCommand<{ deleted: number }>()('auth', 'permissions.delete', byId),
  permissionTypes: defineCommand<string[]>()('auth', 'permissions.types', nothing),
  systemCatalog: defineCommand<{ _id: string; name: string }[]>()('auth', 'permissions.catalog', nothing),

  clientGrants: defineCommand<ClientGrants>()('auth', 'clientGrants.get', clientGrantQuerySchema),
  grantClientPermission: defineCommand<{ granted: string[] }>()('auth', 'clientGrants.grant', clientGrantSchema),
  revokeClientPermission: defineCommand<{ revoked: string[] }>()('auth', 'clientGrants.revoke', clientGrantSchema),

  listClients: defineCommand<Page<ClientRecord>>()('auth', 'clients.list', clientListQuerySchema),
  getClient: defineCommand<ClientRecord>()('auth', 'clients.get', byId),
  createClient: defineCommand<ClientRecord>()('auth', 'clients.create', createClientSchema),
  updateClient: defineCommand<ClientRecord>()('auth', 'clients.update', updateClientSchema),
  deleteClient: defineCommand<{ deleted: true }>()('auth', 'clients.delete', byId),
  listStates: defineCommand<{ value: LocationOption[] }>()('auth', 'locations.states', locationQuerySchema),
  listCities: defineCommand<{ value: LocationOption[] }>()('auth', 'locations.cities', locationQuerySchema),

  listPractices: defineCommand<Page<PracticeRecord>>()('auth', 'practices.list', practiceListQuerySchema),
  getPractice: defineCommand<PracticeRecord>()('auth', 'practices.get', byId),
  createPractice: defineCommand<PracticeRecord>()('auth', 'practices.create', practiceFormSchema),
  updatePractice: defineCommand<PracticeRecord>()('auth', 'practices.update', updatePracticeSchema),
  deletePractice: defineCommand<{ deleted: true }>()('auth', 'practices.delete', byId),
  practicesOfClient: defineCommand<PracticeRecord[]>()('auth', 'practices.ofClient', z.object({ clientId: idText })),

  listUsers: defineCommand<Page<UserRecord>>()('auth', 'users.list', userListQuerySchema),
  saveUser: defineCommand<{ _id: string }>()('auth', 'users.save', saveUserSchema),
  updateUser: defineCommand<{ _id: string }>()('auth', 'users.update', updateUserSchema),
  deleteUser: defineCommand<{ deleted: true }>()('auth', 'users.delete', deleteUserSchema),
  findUser: defineCommand<UserForm>()('auth', 'users.find', findUserSchema),

  appSettings: defineCommand<UserAppSettings>()('auth', 'connections.get', nothing),
  saveAppSettings: defineCommand<UserAppSettings>()('auth', 'connections.save', appSettingsSchema),

  listNsKeys: defineCommand<NsKeyRecord[]>()('auth', 'nsKeys.list', nothing),
  saveNsKey: defineCommand<NsKeyRecord>()('auth', 'nsKeys.save', nsKeySchema),
  deleteNsKey: defineCommand<{ deleted: true }>()('auth', 'nsKeys.delete', byId),

  listCredentials: defineCommand<CredentialSummary[]>()('auth', 'credentials.list', nothing),
  getCredentials: defineCommand<CredentialSet>()('auth', 'credentials.get', credentialQuerySchema),
  saveCredentials: defineCommand<CredentialSet>()('auth', 'credentials.save', saveCredentialsSchema),
  deleteCredentials: defineCommand<{ deleted: true }>()('auth', 'credentials.delete', byId),
} as const;
