import { ClientError } from '../../domain/client/client-errors';

/**
 * The boundary of a `multipart/*` content type. Anything else (no content
 * type, another media type, no boundary) is refused: a persistent stream that
 * is not multipart would otherwise be read forever for nothing.
 */
export function multipartBoundary(contentType: string | null): string {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';');
  if (!mediaType.trim().toLowerCase().startsWith('multipart/')) {
    throw ClientError.notMultipart(contentType);
  }
  for (const parameter of parameters) {
    const separator = parameter.indexOf('=');
    if (separator > 0 && parameter.slice(0, separator).trim().toLowerCase() === 'boundary') {
      const value = parameter.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
      if (value !== '') {
        return value;
      }
    }
  }
  throw ClientError.notMultipart(contentType);
}
