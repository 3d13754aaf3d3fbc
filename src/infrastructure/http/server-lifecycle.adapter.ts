import type { KyInstance } from 'ky';
import type { ActionAnswer, ServerLifecyclePort } from '../../application/ports/server-lifecycle.port';
import { postAction } from './action-answer';

/** `POST /api/application/start|stop|reload` and `GET /api/ping`. */
export class HttpServerLifecycleAdapter implements ServerLifecyclePort {
  constructor(private readonly http: KyInstance) {}

  start(): Promise<ActionAnswer> {
    return postAction(this.http, 'application/start');
  }

  stop(): Promise<ActionAnswer> {
    return postAction(this.http, 'application/stop');
  }

  reload(): Promise<ActionAnswer> {
    return postAction(this.http, 'application/reload');
  }

  async ping(timeoutMs: number): Promise<boolean> {
    try {
      await this.http.get('ping', { timeout: timeoutMs });
      return true;
    } catch {
      return false;
    }
  }
}
