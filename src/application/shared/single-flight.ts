import { ActionInProgressError } from '../errors/health-errors';

/**
 * Lets one long action run at a time: a second start while the first runs is
 * refused with ACTION_IN_PROGRESS (the UI also disables its button, this is
 * the guarantee behind it).
 */
export class SingleFlight {
  #running = false;

  constructor(private readonly action: string) {}

  get running(): boolean {
    return this.#running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running) throw new ActionInProgressError(this.action);
    this.#running = true;
    try {
      return await work();
    } finally {
      this.#running = false;
    }
  }
}
