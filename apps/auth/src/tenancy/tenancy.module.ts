import { Module } from '@nestjs/common';
import { TenancyDirectory } from './tenancy-directory';

/** Clients and practices: who the product's customers are and which offices they run. */
@Module({ providers: [TenancyDirectory], exports: [TenancyDirectory] })
export class TenancyModule {}
