import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { ClientGrantsService } from './client-grants';
import { ClientGrantsHandlers } from './client-grants.handlers';

/** Which catalogue elements each client was granted. */
@Module({ imports: [PermissionsModule], providers: [ClientGrantsService, ClientGrantsHandlers], exports: [ClientGrantsService] })
export class ClientGrantsModule {}
