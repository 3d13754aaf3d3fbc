/**
 * One holder at a time, in the order asked: the embedded database has a
 * single connection, so a transaction must not see another caller's
 * statements between its BEGIN and its COMMIT.
 */
export class ExclusiveLane {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with the function that gives the lane to the next caller. */
  take(): Promise<() => void> {
    let give!: () => void;
    const released = new Promise<void>((resolve) => {
      give = resolve;
    });
    const turn = this.tail.then(() => {
      let given = false;
      return () => {
        if (given) return;
        given = true;
        give();
      };
    });
    this.tail = this.tail.then(() => released);
    return turn;
  }
}
