import type { IncomingMessage } from 'node:http';

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const LINGER_MS = 2000;

/**
 * Closes the connection after an answer sent before the request's body was
 * read (a refusal), without losing the answer: closing a socket that still
 * holds unread data resets it, and the reset makes the client drop the
 * answer it has not read yet. So the server ends its side once the answer is
 * written, then reads and drops whatever the client still sends (nothing is
 * kept: memory stays flat) until the client ends or 2 s have passed, as web
 * servers do ("lingering close"). Node calls `destroySoon` on the socket
 * when an answer with `Connection: close` is finished.
 */
export function lingerOnClose(request: IncomingMessage): void {
  const { socket } = request;
  socket.destroySoon = () => {
    socket.end();
    request.removeAllListeners('data');
    request.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
  };
}
