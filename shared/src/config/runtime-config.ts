// Runtime configuration: one build deploys anywhere, so nothing environment-specific is compiled
// in. The shell loads /config.json once at start; remotes read it through getRuntimeConfig().

export interface RuntimeConfig {
  /** The API root, ending in /api (relative to the site's origin by default). */
  apiBaseUrl: string;
  /** EmailJS-compatible e-mail service used by the contact form. */
  email: {
    baseUrl: string;
    serviceId: string;
    templateId: string;
    publicKey: string;
  };
  paypal: {
    clientId: string;
    /** Where the PayPal JS SDK is loaded from (the local stand-in in offline mode). */
    sdkBaseUrl: string;
    /** 'local-sandbox' | 'sandbox' | 'live': the page says so when it is not live. */
    mode: string;
  };
  geolocation: {
    /** Answers the visitor's public IP as text. */
    ipLookupUrl: string;
    /** Receives the IP (POST) and answers the country code followed by a newline. */
    countryLookupUrl: string;
  };
  /** The academy's number for screenshots of Egyptian bank transfers. */
  academyPhone: string;
  /** Social links of the footer. */
  social: {
    facebook: string;
    youtube: string;
    linkedin: string;
    whatsapp: string;
  };
  /**
   * Field telemetry (issue 23): the share of page loads, from 0 to 1, whose shell reports remote
   * failures, page views and Core Web Vitals to the API. 0 turns it off.
   */
  telemetry: { sampleRate: number };
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '/api',
  email: {
    baseUrl: '',
    serviceId: 'service_academy',
    templateId: 'template_contact',
    publicKey: 'academy-public-key',
  },
  // As the shipped config.json: PayPal unset (the checkout says so) and no geolocation (USD).
  paypal: { clientId: '', sdkBaseUrl: 'https://www.paypal.com/sdk/js', mode: 'live' },
  geolocation: { ipLookupUrl: '', countryLookupUrl: '' },
  academyPhone: '',
  social: {
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
    linkedin: 'https://www.linkedin.com/',
    whatsapp: 'https://wa.me/',
  },
  telemetry: { sampleRate: 1 },
};

let current: RuntimeConfig = defaultRuntimeConfig;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges what the file gives over the defaults, so an operator may set only what differs. */
function mergeConfig<T>(base: T, override: unknown): T {
  if (!isObject(base) || !isObject(override)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (!(key in merged)) continue;
    const baseValue = merged[key];
    if (isObject(baseValue)) merged[key] = mergeConfig(baseValue, value);
    else if (typeof value === typeof baseValue) merged[key] = value;
  }
  return merged as T;
}

/** Fetches /config.json; a missing or broken file leaves the defaults (and says so in the console). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    current = mergeConfig(defaultRuntimeConfig, await response.json());
  } catch (error) {
    console.error(`Could not load ${url}; using the default configuration.`, error);
    current = defaultRuntimeConfig;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests and standalone remote pages. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = mergeConfig(defaultRuntimeConfig, config);
}
