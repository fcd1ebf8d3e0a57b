/**
 * Long synchronous work (a search over a big book) taken one piece at a time, each in a turn of the event
 * loop of its own, after the sockets' callbacks: a short request that arrives meanwhile, such as a
 * customer's case read, is answered between two searches instead of after all of them (decision 414).
 */
export class Turns {
  private last: Promise<unknown> = Promise.resolve();

  take<T>(work: () => T): Promise<T> {
    const mine = this.last.then(
      () =>
        new Promise<T>((done, fail) => {
          setImmediate(() => {
            try {
              done(work());
            } catch (error) {
              fail(error);
            }
          });
        }),
    );
    this.last = mine.catch(() => undefined);
    return mine;
  }
}
