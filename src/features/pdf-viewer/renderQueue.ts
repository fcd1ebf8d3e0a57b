/**
 * Pages render one at a time, most urgent first (on screen before near, then in page order), so the
 * page the reader looks at is never waiting behind its neighbours. pdf.js caches are only cleaned
 * while nothing renders.
 */
export interface RenderJob {
  index: number;
  urgent: boolean;
  run: () => Promise<void>;
}

export class RenderQueue {
  private jobs: RenderJob[] = [];
  private running = false;
  private cleanupWanted = false;

  constructor(private readonly cleanup: () => void) {}

  add(job: RenderJob): () => void {
    this.jobs.push(job);
    this.pump();
    return () => {
      this.jobs = this.jobs.filter((j) => j !== job);
    };
  }

  /** Frees pdf.js caches now if idle, else once the current render is done. */
  requestCleanup() {
    if (this.running) this.cleanupWanted = true;
    else this.cleanup();
  }

  private pump() {
    if (this.running || this.jobs.length === 0) return;
    this.jobs.sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.index - b.index);
    const job = this.jobs.shift()!;
    this.running = true;
    job
      .run()
      .catch(() => {})
      .finally(() => {
        this.running = false;
        if (this.cleanupWanted) {
          this.cleanupWanted = false;
          this.cleanup();
        }
        this.pump();
      });
  }
}
