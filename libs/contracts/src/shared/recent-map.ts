/**
 * A Map of at most `limit` entries, for what a process remembers in memory (kept answers, scopes'
 * readings): setting a key makes it the newest, and when one more is needed the oldest set goes.
 */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
