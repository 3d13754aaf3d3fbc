/**
 * Told of the end of every call the console makes to the appliance: whether
 * the appliance answered (any status it sends, a refusal included) or did not
 * (the network failed, or the console server or a proxy in front of the
 * appliance answered for it: 502, 503 or 504). An aborted call tells nothing.
 */
export interface CallOutcomePort {
  answered(): void;
  unanswered(): void;
}
