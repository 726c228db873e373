import type { Server } from 'node:http';

export declare const STRICT_CSP: string;
export declare const HEALTH_PATH: string;

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
}): Promise<StaticServer>;
