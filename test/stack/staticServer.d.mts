import type { Server } from 'node:http';

export declare const STRICT_CSP: string;
export declare const HEALTH_PATH: string;
export declare const STACK_PATH: string;
export declare const STACK_META_NAME: string;
export declare function injectStackMeta(html: string, stack: object): string;

export interface StaticServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

export declare function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
  csp?: string;
  /** Described to every HTML page as `<meta name="portico-stack">` and at `/__stack.json`. */
  stack?: object;
}): Promise<StaticServer>;
