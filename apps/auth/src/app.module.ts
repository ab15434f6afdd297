import { Global, Module, type DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { serviceBootstrapOptions, serviceModule, type BootstrapOptions } from '@dental/messaging';
import { AUTH_CONFIG, type AuthConfig } from './config';
import { AUTH_ENTITIES } from './database/entities';
import { MIGRATIONS } from './database/migrations';
import { RedisModule, redisReadiness } from '@dental/storage';
import { TenancyModule } from './tenancy/tenancy.module';
import { UsersModule } from './users/users.module';
import { SessionsModule } from './sessions/sessions.module';
import { AccessModule } from './access/access.module';
import { PermissionsModule } from './permissions/permissions.module';
import { ClientGrantsModule } from './client-grants/client-grants.module';
import { ClientsModule } from './clients/clients.module';
import { PracticesModule } from './practices/practices.module';
import { ConnectionsModule } from './connections/connections.module';
import { ClientNsModule } from './client-ns/client-ns.module';
import { CredentialsModule } from './credentials/credentials.module';

@Global()
@Module({})
class AuthConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return { module: AuthConfigModule, providers: [{ provide: AUTH_CONFIG, useValue: config }], exports: [AUTH_CONFIG] };
  }
}

/** The auth service owns clients, practices, users, their grants and sessions (schema `auth`). */
export function authModule(config: AuthConfig): DynamicModule {
  return serviceModule({
    service: 'auth',
    config,
    entities: AUTH_ENTITIES,
    migrations: MIGRATIONS,
    imports: [
      AuthConfigModule.forRoot(config),
      RedisModule.forRoot(config),
      TenancyModule,
      UsersModule,
      SessionsModule,
      AccessModule,
      PermissionsModule,
      ClientGrantsModule,
      ClientsModule,
      PracticesModule,
      ConnectionsModule,
      ClientNsModule,
      CredentialsModule,
    ],
    readiness: { inject: [Redis], checks: (redis: Redis) => ({ redis: redisReadiness(redis) }) },
  });
}

/** How main.ts starts the service; tests start it the same way with their own port and signals. */
export function authBootstrapOptions(config: AuthConfig): BootstrapOptions {
  return serviceBootstrapOptions('auth', config, authModule);
}
