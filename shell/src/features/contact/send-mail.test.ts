/**
 * @jest-environment node
 */
import { startLocalServer, unreachableOrigin, type LocalServer } from '@academy/shared/testing';

import { realApiEmailSettings } from '../../testing/email-settings';
import { EMAIL_LIB_VERSION, MailSendError, sendMail, type EmailSettings } from './send-mail';

// The real helper (Node's own fetch) against our API, the default e-mail service, and against a
// local stand-in of the third-party EmailJS HTTP API for what our API never answers (202 'OK',
// 200 with another text) and to read the exact request.
const params = { from_name: 'Sara', email: 'sara@example.com', message: 'Hello' };
let service: LocalServer;
let reply: { status: number; body: string };

beforeAll(async () => {
  service = await startLocalServer(() => reply);
});
afterAll(() => service.close());
beforeEach(() => {
  service.requests.length = 0;
  reply = { status: 200, body: 'OK' };
});

const settings = (overrides: Partial<EmailSettings> = {}): EmailSettings => ({
  baseUrl: service.url,
  serviceId: 'service_1',
  templateId: 'template_1',
  publicKey: 'public_1',
  ...overrides,
});

describe('sendMail', () => {
  it('posts the EmailJS body to {base}/api/v1.0/email/send and resolves on 200', async () => {
    await expect(sendMail(params, settings())).resolves.toEqual({ status: 200, text: 'OK' });
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1.0/email/send');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      lib_version: EMAIL_LIB_VERSION,
      user_id: 'public_1',
      service_id: 'service_1',
      template_id: 'template_1',
      template_params: { from_name: 'Sara', email: 'sara@example.com', message: 'Hello' },
    });
  });

  it('accepts a base URL with a trailing slash', async () => {
    await sendMail(params, settings({ baseUrl: `${service.url}/` }));
    expect(service.requests[0]?.url).toBe('/api/v1.0/email/send');
  });

  it("resolves when the text is 'OK' even if the status is not 200", async () => {
    reply = { status: 202, body: 'OK' };
    await expect(sendMail(params, settings())).resolves.toEqual({ status: 202, text: 'OK' });
  });

  it('resolves on 200 whatever the text', async () => {
    reply = { status: 200, body: 'Accepted' };
    await expect(sendMail(params, settings())).resolves.toEqual({ status: 200, text: 'Accepted' });
  });

  it('is accepted by our API, the default e-mail service, with the settings the shell ships', async () => {
    await expect(sendMail(params, realApiEmailSettings())).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('rejects with the status and text otherwise (our API refusing an unknown template)', async () => {
    const refused = { ...realApiEmailSettings(), templateId: 'template_unknown' };
    const error = await sendMail(params, refused).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({
      status: 400,
      text: 'The template ID is invalid. Check the template ID of your account.',
    });
  });

  it("rejects with status 0 and 'Network Error' when the service cannot be reached", async () => {
    const down = settings({ baseUrl: await unreachableOrigin() });
    await expect(sendMail(params, down)).rejects.toMatchObject({
      status: 0,
      text: 'Network Error',
    });
  });

  it.each([
    [{ publicKey: '' }, 'the public key is missing'],
    [{ serviceId: '' }, 'the service id is missing'],
    [{ templateId: '' }, 'the template id is missing'],
    [{ publicKey: '', templateId: '' }, 'the public key and template id are missing'],
    [
      { publicKey: '', serviceId: '', templateId: '' },
      'the public key, service id and template id are missing',
    ],
  ])('throws before any request when settings are missing (%o)', (missing, message) => {
    expect(() => sendMail(params, settings(missing))).toThrow(message);
    expect(service.requests).toHaveLength(0);
  });
});
