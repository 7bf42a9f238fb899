// Types of security-headers.cjs for the API (its Node site server sends the same headers).

/** HSTS's value: for answers that reached the browser over https only. */
export const STRICT_TRANSPORT_SECURITY: string;

/** The Content-Security-Policy value, with sources added to some directives. */
export function contentSecurityPolicy(additions?: Record<string, string[]>): string;

/** The origins config.json sends the browser to, by CSP directive. */
export function cspSourcesOfRuntimeConfig(siteConfig: unknown): Record<string, string[]>;

/** The same, of a config.json file; none when it is missing or unreadable. */
export function cspSourcesOfConfigFile(configFile: string): Record<string, string[]>;

/** Every security header of the site's answers (HSTS aside), as [name, value] pairs. */
export function securityHeaders(options?: {
  cspAdditions?: Record<string, string[]>;
}): Array<[string, string]>;
