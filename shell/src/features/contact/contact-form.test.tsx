import { setRuntimeConfig } from '@academy/shared';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { realApiEmailSettings } from '../../testing/email-settings';
import { startSilentServer, type SilentServer } from '../../testing/network';
import { renderAt, settle } from '../../testing/render';
import { ContactForm } from './ContactForm';

// The form sends through the real mail helper (fetch, over jsdom's XMLHttpRequest) to the default
// e-mail service, our API's POST /api/v1.0/email/send, with the settings the shell ships. A silent
// listener stands for a service that does not answer: it shows the busy state and proves that
// the form sent nothing.
let silent: SilentServer | null = null;

beforeEach(() => {
  setRuntimeConfig({ email: realApiEmailSettings() });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await silent?.close();
  silent = null;
});

/** Points the e-mail settings at a listener that never answers. */
async function useSilentService(): Promise<SilentServer> {
  silent = await startSilentServer();
  setRuntimeConfig({ email: { ...realApiEmailSettings(), baseUrl: silent.url } });
  return silent;
}

// The spec's toasts end with a space: match them exactly, untrimmed.
const exactly = { normalizer: getDefaultNormalizer({ trim: false }) };

const fields = () => ({
  name: screen.getByLabelText('Name') as HTMLInputElement,
  email: screen.getByLabelText('Email') as HTMLInputElement,
  message: screen.getByLabelText('Message') as HTMLTextAreaElement,
});

async function fillAndSend(values: { name?: string; email?: string; message?: string }) {
  const user = userEvent.setup();
  renderAt(<ContactForm />);
  if (values.name) await user.type(fields().name, values.name);
  if (values.email) await user.type(fields().email, values.email);
  if (values.message) await user.type(fields().message, values.message);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('ContactForm', () => {
  it('labels every field', () => {
    renderAt(<ContactForm />);
    expect(fields().name).toHaveAttribute('name', 'from_name');
    expect(fields().email).toBeRequired();
    expect(fields().message.tagName).toBe('TEXTAREA');
  });

  it('requires an e-mail and sends nothing without one', async () => {
    const service = await useSilentService();
    await fillAndSend({ name: 'Sara', message: 'Hi' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().email).toHaveAccessibleDescription('Email is required');
    await settle();
    expect(service.connections()).toBe(0);
  });

  it('refuses an e-mail that does not match the pattern', async () => {
    const service = await useSilentService();
    await fillAndSend({ email: 'sara@mail.example.com' });
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();
    await settle();
    expect(service.connections()).toBe(0);
  });

  it('sends the message: the success toast, and the fields cleared', async () => {
    await fillAndSend({ name: 'Sara', email: 'sara@example.com', message: 'About PMP' });
    expect(await screen.findByText('Your Message Sent Successfully ', exactly)).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(fields()).toMatchObject({
      name: { value: '' },
      email: { value: '' },
      message: { value: '' },
    });
  });

  it('shows the warning toast when the service refuses, and clears the fields too', async () => {
    setRuntimeConfig({ email: { ...realApiEmailSettings(), publicKey: 'not-our-key' } });
    await fillAndSend({ name: 'Sara', email: 'sara@example.com', message: 'About PMP' });
    expect(
      await screen.findByText("OOOOPS !!! ,Your Message doesn't sent ", exactly),
    ).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--warning')).not.toBeNull();
    expect(screen.queryByText('Your Message Sent Successfully ', exactly)).not.toBeInTheDocument();
    expect(fields()).toMatchObject({ name: { value: '' }, email: { value: '' } });
  });

  it("shows a disabled 'Loading......' while sending, then the warning toast when the network fails", async () => {
    const service = await useSilentService();
    await fillAndSend({ name: 'Sara', email: 'sara@example.com', message: 'About PMP' });
    expect(await screen.findByRole('button', { name: 'Loading......' })).toBeDisabled();
    expect(fields().email).toHaveValue('sara@example.com');

    await service.close(); // the connection drops: the message was not sent
    expect(
      await screen.findByText("OOOOPS !!! ,Your Message doesn't sent ", exactly),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(fields()).toMatchObject({ name: { value: '' }, email: { value: '' } });
  });

  it('shows the warning toast, sending nothing, when the service is not configured', async () => {
    const service = await useSilentService();
    setRuntimeConfig({
      email: { ...realApiEmailSettings(), baseUrl: service.url, templateId: '' },
    });
    await fillAndSend({ email: 'sara@example.com' });
    expect(
      await screen.findByText("OOOOPS !!! ,Your Message doesn't sent ", exactly),
    ).toBeInTheDocument();
    await settle();
    expect(service.connections()).toBe(0);
  });
});
