// An actor started only when an event first needs it, so that its machine and XState load after
// the first page instead of with it. Until then every event is kept, in order, and handed to the
// actor once it runs: it sees exactly what an actor started at once would have seen, only later.

export interface EventReceiver<E> {
  send(event: E): void;
}

export interface DeferredActorOptions<E> {
  /** Whether this event needs the actor now (e.g. an API failure); others are kept until then. */
  needs: (event: E) => boolean;
  /** Loads the machine and starts the actor. A failure leaves the events kept; the next needy event tries again. */
  start: () => Promise<EventReceiver<E>>;
}

export function deferredActor<E>({ needs, start }: DeferredActorOptions<E>): EventReceiver<E> {
  let actor: EventReceiver<E> | undefined;
  let starting = false;
  const kept: E[] = [];

  const startActor = () => {
    starting = true;
    start().then(
      (started) => {
        actor = started;
        for (const event of kept.splice(0)) started.send(event);
      },
      () => {
        starting = false;
      },
    );
  };

  return {
    send(event) {
      if (actor) {
        actor.send(event);
        return;
      }
      kept.push(event);
      if (!starting && needs(event)) startActor();
    },
  };
}
