import { fromPromise, type PromiseActorLogic } from 'xstate';

type Create<TOutput, TInput> = Parameters<typeof fromPromise<TOutput, TInput>>[0];

/**
 * A promise actor whose outcome belongs to the run that asked for it: once the run's signal is aborted
 * (the actor was stopped), its promise never settles. XState relays a promise's outcome whenever the
 * actor is active at that moment, and React's StrictMode stops an actor tree and restores it: the first
 * run's AbortError would otherwise arrive at the restored actor as its own failure. Every service the
 * portal provides to a machine is made with this, never with a bare `fromPromise`.
 */
export function fromOwnedPromise<TOutput, TInput = void>(
  create: Create<TOutput, TInput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(
    (args) =>
      new Promise<TOutput>((resolve, reject) => {
        const { signal } = args;
        let started: PromiseLike<TOutput>;
        try {
          started = create(args);
        } catch (error) {
          reject(error);
          return;
        }
        Promise.resolve(started).then(
          (output) => {
            if (!signal.aborted) resolve(output);
          },
          (error: unknown) => {
            if (!signal.aborted) reject(error);
          },
        );
      }),
  );
}
