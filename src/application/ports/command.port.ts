export interface CommandRequest {
  readonly command: string;
  readonly arguments: readonly string[];
  /** Start it and answer at once, without waiting for its end or its output. */
  readonly detach: boolean;
  /** Answer the raw output bytes (a file, an archive) rather than text. */
  readonly binary: boolean;
}

export type CommandResult =
  | { readonly kind: 'text'; readonly code: number; readonly output: string }
  | { readonly kind: 'binary'; readonly code: number; readonly bytes: Uint8Array; readonly fileName: string }
  | { readonly kind: 'detached' };

/** `POST /api/command[?binary]` with `{command, arguments, detach}`. */
export interface CommandPort {
  run(request: CommandRequest): Promise<CommandResult>;
}
