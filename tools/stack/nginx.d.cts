// Types of nginx.cjs for TypeScript code outside the e2e project (the API's nginx tests).
import type { ChildProcess } from 'node:child_process';

export interface NginxOptions {
  prefix: string;
  siteDir: string;
  port: number;
  apiPorts: number[];
  authRate?: string;
  authBurst?: string;
  contactRate?: string;
  contactBurst?: string;
  telemetryRate?: string;
  telemetryBurst?: string;
  logDir?: string;
  mediaDir?: string;
}

export function startNginx(
  options: NginxOptions,
): Promise<{ url: string; process: ChildProcess; stop(): Promise<unknown> }>;
