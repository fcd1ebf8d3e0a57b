/**
 * Answers computed from the stored cases, kept until the cases change. `validity` names the state
 * they were computed in; when it differs from the last one, everything kept is dropped. Kept
 * answers are shared by every caller: read them, never change them.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, V>();
  private validFor = '';
  private readonly max: number;

  /**
   * `max` entries at most; past that the oldest is dropped, so no flood of keys fills the memory.
   * (No parameter property: the search's thread loads this file by Node's type stripping, decision 415.)
   */
  constructor(max: number) {
    this.max = max;
  }

  get(validity: string, key: string, compute: () => V): V {
    if (validity !== this.validFor) {
      this.entries.clear();
      this.validFor = validity;
    }
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
