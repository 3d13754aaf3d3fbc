/** Bytes received so far while fetching the document (`total` when the appliance sent a length). */
export interface TransferProgress {
  readonly bytes: number;
  readonly total?: number;
}

/**
 * The appliance's signed configuration document, as text: transport only.
 * Decoding is the decoder's job (`ConfigurationDecoderPort`), in a use case.
 */
export interface ConfigurationPort {
  /**
   * `GET /api/configuration?uncrypted` (passwords in clear, what the console
   * edits), or `GET /api/configuration` with `encrypted` (the document exactly
   * as stored, for a download). Rejects with ApplianceRequestError or NetworkError.
   */
  fetchText(options?: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void }): Promise<string>;
  /** `POST /api/configuration` as `text/xml`; a refusal rejects with ApplianceRequestError holding the appliance's detail. */
  postText(text: string): Promise<void>;
}
