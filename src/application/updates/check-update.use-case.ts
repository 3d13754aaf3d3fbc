import { AlreadyUpToDateError, NoVersionAvailableError } from '../errors/operation-errors';
import type { UpdateAvailability, UpdatePort } from '../ports/update.port';

/**
 * Asks the appliance for a newer version: the availability when one can be
 * installed, else 'no version available' (the update server offers none) or
 * 'already up to date' (it offers the version installed).
 */
export class CheckUpdateUseCase {
  constructor(private readonly updates: UpdatePort) {}

  async execute(): Promise<UpdateAvailability & { readonly available: string }> {
    const availability = await this.updates.check();
    if (availability.available === undefined) throw new NoVersionAvailableError();
    if (availability.available === availability.current) throw new AlreadyUpToDateError();
    return { ...availability, available: availability.available };
  }
}
