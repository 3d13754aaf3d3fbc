/** The appliance a Vigil server records, and where it is (the single-appliance server has one). */
export interface HistorySite {
  readonly id: string;
  readonly address: string;
}

/** Who did something through Vigil, and from where, as the Vigil server saw it. */
export interface Caller {
  readonly user: string;
  readonly address: string;
}
