/** Finds provider methods marked by a decorator, so wiring can be checked against the contracts at start-up. */
import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface DiscoveredHandler<M> {
  meta: M;
  owner: string;
  call: (...args: unknown[]) => Promise<unknown>;
}

@Injectable()
export class HandlerDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  find<M>(metadataKey: symbol): DiscoveredHandler<M>[] {
    const found: DiscoveredHandler<M>[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = (prototype as Record<string, unknown>)[method];
        if (typeof fn !== 'function') continue;
        const meta = Reflect.getMetadata(metadataKey, fn) as M | undefined;
        if (meta === undefined) continue;
        found.push({
          meta,
          owner: `${instance.constructor.name}.${method}`,
          call: (...args: unknown[]) => Promise.resolve((fn as (...a: unknown[]) => unknown).apply(instance, args)),
        });
      }
    }
    return found;
  }
}
