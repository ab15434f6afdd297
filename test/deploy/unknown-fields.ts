/**
 * kubernetes-models validates the fields it knows and lets any other field through, as `kubectl apply`
 * without `--validate=strict` would: a misspelt `livenesProbe` is silently dropped, and the pod runs
 * without its probe. This finds such fields with the same validators: it hands them the manifest
 * behind a Proxy that records every field they read. A validator reads each field its schema names
 * (and every key of a map such as labels), so a field that no schema read is unknown to Kubernetes.
 */

/** The validation of a kubernetes-models class (`Model.prototype.validate`), run on any object as `this`. */
type Validate = (this: unknown) => void;

/** Paths (`spec.template.spec.containers[0].livenesProbe`) of the fields no schema of the kind knows. */
export function unknownFields(object: object, validate: Validate): string[] {
  const read = new WeakMap<object, Set<string>>();
  const proxies = new WeakMap<object, object>();
  const watched = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = proxies.get(value);
    if (known) return known;
    read.set(value, new Set());
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.get(target)?.add(key);
        return watched(Reflect.get(target, key, receiver));
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  validate.call(watched(object));

  const unknown: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object') return;
    const seen = read.get(value);
    for (const [key, item] of Object.entries(value)) {
      const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (seen?.has(key)) walk(item, at);
      else unknown.push(at);
    }
  };
  walk(object, '');
  return unknown;
}
