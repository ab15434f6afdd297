import { Module } from '@nestjs/common';
import { PermissionCatalogue } from './permission-catalogue';
import { PermissionsHandlers } from './permissions.handlers';

/** The system permission catalogue: modules, sections and actions. */
@Module({ providers: [PermissionCatalogue, PermissionsHandlers], exports: [PermissionCatalogue] })
export class PermissionsModule {}
