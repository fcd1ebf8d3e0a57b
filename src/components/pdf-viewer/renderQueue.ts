/**
 * Pages render one at a time, the ones on screen first (the most shown first), then the near ones in
 * page order, so the page the reader looks at is never waiting behind its neighbours. pdf.js draws a page in one run of microtasks, so
 * before an off-screen page starts, a frame is let through to put what was drawn on screen. pdf.js
 * caches are only cleaned while nothing renders.
 */
export interface RenderJob {
  index: number;
  run: () => Promise<void>;
}

export class RenderQueue {
  private jobs: RenderJob[] = [];
  /** Page index → the part of it on screen (0–1]; absent when off screen. */
  private readonly onScreen = new Map<number, number>();
  private running = false;
  private scheduled = false;
  /** False from the end of a render until a frame has been drawn since. */
  private shown = true;
  private cleanupWanted = false;
  /** While find reads the pages' text, pages off screen wait: the worker reads text instead. */
  private holding = false;

  constructor(private readonly cleanup: () => void) {}

  add(job: RenderJob): () => void {
    this.jobs.push(job);
    this.schedule();
    return () => {
      this.jobs = this.jobs.filter((j) => j !== job);
    };
  }

  /** Told by the viewer's on-screen observer; read when the next job is picked. */
  setOnScreen(index: number, shownPart: number) {
    if (shownPart > 0) this.onScreen.set(index, shownPart);
    else this.onScreen.delete(index);
    // A held page that comes on screen (find's jump to a match) is drawn at once.
    if (this.holding && shownPart > 0) this.schedule();
  }

  /**
   * Holds pages off screen back (true) or lets them render again (false): find reads every page's
   * text through the same pdf.js worker, and a reader who searches waits for the match, not for the
   * pages around the one shown.
   */
  holdOffScreen(hold: boolean) {
    this.holding = hold;
    if (!hold) this.schedule();
  }

  /** Frees pdf.js caches now if idle, else once the current render is done. */
  requestCleanup() {
    if (this.running) this.cleanupWanted = true;
    else this.cleanup();
  }

  /**
   * The pick waits for the next task: one scroll's pages are added by React effects inside the
   * near-observer's callback, and the on-screen observer reports in the same task just after.
   */
  private schedule(afterFrame = false) {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      if (afterFrame) this.shown = true;
      this.pump();
    };
    if (!afterFrame) setTimeout(run, 0);
    else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
    else setTimeout(run, 16);
  }

  private pump() {
    if (this.running || this.jobs.length === 0) return;
    const shown = (job: RenderJob) => this.onScreen.get(job.index) ?? 0;
    this.jobs.sort((a, b) => shown(b) - shown(a) || a.index - b.index);
    if (shown(this.jobs[0]!) === 0 && this.holding) return;
    if (shown(this.jobs[0]!) === 0 && !this.shown) {
      this.schedule(true);
      return;
    }
    const job = this.jobs.shift()!;
    this.running = true;
    job
      .run()
      .catch(() => {})
      .finally(() => {
        this.running = false;
        this.shown = false;
        if (this.cleanupWanted) {
          this.cleanupWanted = false;
          this.cleanup();
        }
        this.pump();
      });
  }
}
