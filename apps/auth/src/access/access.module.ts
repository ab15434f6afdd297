import { Module } from '@nestjs/common';
import { AccessQueries } from './access-queries';
import { AccessHandlers } from './access.handlers';

/** Who may do and reach what: access profiles, permissions with the side menu, granted practices. */
@Module({ providers: [AccessQueries, AccessHandlers], exports: [AccessQueries] })
export class AccessModule {}
