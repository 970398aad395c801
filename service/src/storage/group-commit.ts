interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for writes that each cost a disk sync (SQLite with synchronous=FULL, PostgreSQL's
 * commit): items pushed while no group is being committed are committed together in the next turn of
 * the event loop; items pushed while one is being committed wait for it and go in the next group. So
 * one transaction and one sync serve the lot, and groups never contend for the same rows' locks (on
 * PostgreSQL a group holds them over several round trips). Each caller still hears only after its
 * own item is committed. If the group's commit fails and `retryAlone(error)` says so, its items are
 * tried one by one, so one bad item fails only itself.
 */
export class GroupCommit<T> {
  private pending: Waiting<T>[] = [];
  private scheduled = false;
  private committing = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly commit: (items: readonly T[]) => Promise<void>,
    private readonly retryAlone: (error: unknown) => boolean,
  ) {}

  /** Resolves once `item` is committed. */
  push(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.committing) return;
    this.scheduled = true;
    setImmediate(() => this.track(this.flush()));
  }

  /** Commits what is pending now and waits for every commit under way (before the store closes). */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.inFlight.size > 0) {
      if (this.pending.length > 0 && !this.committing) this.track(this.flush());
      await Promise.allSettled([...this.inFlight]);
    }
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    if (this.committing) return;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    this.committing = true;
    try {
      await this.commitGroup(group);
    } finally {
      this.committing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }

  private async commitGroup(group: Waiting<T>[]): Promise<void> {
    try {
      await this.commit(group.map((waiting) => waiting.item));
      for (const waiting of group) waiting.resolve();
      return;
    } catch (error) {
      if (group.length === 1 || !this.retryAlone(error)) {
        for (const waiting of group) waiting.reject(error);
        return;
      }
    }
    for (const waiting of group) {
      try {
        await this.commit([waiting.item]);
        waiting.resolve();
      } catch (error) {
        waiting.reject(error);
      }
    }
  }
}
