/** A machine translation service. */
export interface MachineTranslator {
  translate(text: string, target: string): Promise<string>;
}

export class TranslatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslatorError';
  }
}

/**
 * Client of a LibreTranslate-compatible API:
 * POST {base}/translate {q, source: 'en', target, format: 'text'} → {translatedText}.
 */
export class LibreTranslateClient implements MachineTranslator {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async translate(text: string, target: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ q: text, source: 'en', target, format: 'text' }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new TranslatorError(`translation service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new TranslatorError(`translation service answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new TranslatorError('translation service answered something other than JSON');
    }
    const translated = (body as { translatedText?: unknown } | null)?.translatedText;
    if (typeof translated !== 'string') {
      throw new TranslatorError('translation service answer has no translatedText');
    }
    return translated;
  }
}
