/** Bytes received so far while fetching the document (`total` when the appliance sent a length). */
export interface TransferProgress {
  readonly bytes: number;
  readonly total?: number;
}

/**
 * The appliance's signed configuration document: transport only. It is
 * fetched as the bytes the appliance sent (UTF-8), not as text: the decoder
 * (`ConfigurationDecoderPort`) turns them into text where it reads them, off
 * the page's thread in the browser, so a large site's text (twice its bytes
 * when it holds characters outside Latin-1) is never built on the page.
 */
export interface ConfigurationPort {
  /**
   * `GET /api/configuration?uncrypted` (passwords in clear, what the console
   * edits), or `GET /api/configuration` with `encrypted` (the document exactly
   * as stored, for a download): the body's bytes, in one array of their exact
   * length. Rejects with ApplianceRequestError or NetworkError.
   */
  fetchBytes(options?: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void }): Promise<Uint8Array>;
  /** `POST /api/configuration` as `text/xml`; a refusal rejects with ApplianceRequestError holding the appliance's detail. */
  postText(text: string): Promise<void>;
}
