import { Module, type DynamicModule } from '@nestjs/common';
import { ProviderCredentials } from './provider-credentials';
import { PROVIDER_SETTINGS, type ProviderSettings } from './provider-settings';

/** What every provider-backed feature shares: the providers' settings and the credentials lookup. */
@Module({})
export class ProvidersModule {
  static forRoot(settings: ProviderSettings): DynamicModule {
    return {
      module: ProvidersModule,
      global: true,
      providers: [{ provide: PROVIDER_SETTINGS, useValue: settings }, ProviderCredentials],
      exports: [PROVIDER_SETTINGS, ProviderCredentials],
    };
  }
}
