const encoder = new TextEncoder();

const FRAME_BOUNDARY = 'vigil-frame-boundary';
export const MULTIPART_CONTENT_TYPE = `multipart/x-mixed-replace; boundary=${FRAME_BOUNDARY}`;

/** One part as the appliance writes it: delimiter, headers with Content-Length, body, CRLF. */
export function multipartPart(contentType: string, body: Uint8Array | string): Uint8Array<ArrayBuffer> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const head = encoder.encode(`--${FRAME_BOUNDARY}\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes.byteLength}\r\n\r\n`);
  const out = new Uint8Array(head.byteLength + bytes.byteLength + 2);
  out.set(head, 0);
  out.set(bytes, head.byteLength);
  out.set([13, 10], head.byteLength + bytes.byteLength);
  return out;
}

export function multipartClose(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(`--${FRAME_BOUNDARY}--\r\n`));
}
