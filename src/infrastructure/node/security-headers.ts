import type { ServerResponse } from 'node:http';

/**
 * Everything the console loads comes from its own origin. Chakra (emotion)
 * injects its styles at run time, hence 'unsafe-inline' for styles only;
 * images may be data: or blob: URLs (a downloaded file, a reference image),
 * the configuration decoder's worker is a file of the build.
 * 'wasm-unsafe-eval' lets the page compile WebAssembly (the MD5 that signs a
 * large configuration, docs/performance.md) and nothing else: no eval, no
 * inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // Older browsers that ignore frame-ancestors.
  'X-Frame-Options': 'DENY',
  // The console needs none of the device features; an injected script cannot ask for them either.
  'Permissions-Policy': PERMISSIONS_POLICY,
  // A window the console opens (or that opens it) gets no handle on it.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const OWN = new Set(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase()));

/** Sets the console's security headers on a response before anything writes its head (writeHead merges them). */
export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
}

/** True for a header the console sets itself: an upstream appliance's own value must not replace it. */
export function isSecurityHeader(name: string): boolean {
  return OWN.has(name.toLowerCase());
}
