import { request } from 'node:http';

/**
 * A raw HTTP request with the path sent as written (fetch normalises paths
 * such as /../ before sending them), from `host` when the server listens on
 * several addresses; the status and the body as text.
 */
export function rawRequest(host: string, port: string, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host, port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
