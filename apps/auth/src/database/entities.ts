import { Client } from '../tenancy/client.entity';
import { Practice } from '../tenancy/practice.entity';
import { AppUser } from '../users/app-user.entity';
import { UserClient, UserPermission, UserPractice } from '../users/user-grants.entity';
import { RefreshToken } from '../sessions/refresh-token.entity';

/** Every entity of the auth schema (the messaging tables are added by the service frame). */
export const AUTH_ENTITIES = [Client, Practice, AppUser, UserClient, UserPractice, UserPermission, RefreshToken];
