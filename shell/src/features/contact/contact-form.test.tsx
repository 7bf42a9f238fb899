import { setRuntimeConfig } from '@academy/shared';
import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { startLocalServer, type LocalServer } from '../../testing/local-server';
import { renderAt, settle } from '../../testing/render';
import { ContactForm } from './ContactForm';

// The form sends through the real mail helper (fetch, over jsdom's XMLHttpRequest) to a local
// stand-in of the third-party e-mail service.
let service: LocalServer;
let reply: () => Promise<{ status: number; body: string }>;

beforeEach(async () => {
  reply = async () => ({ status: 200, body: 'OK' });
  service = await startLocalServer(() => reply());
  setRuntimeConfig({
    email: { baseUrl: service.url, serviceId: 'svc', templateId: 'tpl', publicKey: 'pk' },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => service.close());

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
    await fillAndSend({ name: 'Sara', message: 'Hi' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().email).toHaveAccessibleDescription('Email is required');
    await settle();
    expect(service.allRequests).toHaveLength(0);
  });

  it('refuses an e-mail that does not match the pattern', async () => {
    await fillAndSend({ email: 'sara@mail.example.com' });
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();
    await settle();
    expect(service.allRequests).toHaveLength(0);
  });

  it("shows 'Loading......' while sending, then the success toast, and clears the fields", async () => {
    let release: () => void = () => undefined;
    reply = () =>
      new Promise((resolve) => {
        release = () => resolve({ status: 200, body: 'OK' });
      });
    await fillAndSend({ name: 'Sara', email: 'sara@example.com', message: 'About PMP' });

    expect(await screen.findByRole('button', { name: 'Loading......' })).toBeDisabled();
    await waitFor(() => expect(service.requests).toHaveLength(1));
    expect(JSON.parse(service.requests[0]?.body ?? '')).toMatchObject({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { from_name: 'Sara', email: 'sara@example.com', message: 'About PMP' },
    });
    release();

    expect(await screen.findByText('Your Message Sent Successfully ', exactly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(fields()).toMatchObject({
      name: { value: '' },
      email: { value: '' },
      message: { value: '' },
    });
  });

  it('shows the warning toast when the service refuses, and clears the fields too', async () => {
    reply = async () => ({ status: 400, body: 'The public key is invalid' });
    await fillAndSend({ name: 'Sara', email: 'sara@example.com', message: 'About PMP' });
    expect(
      await screen.findByText("OOOOPS !!! ,Your Message doesn't sent ", exactly),
    ).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast--warning')).not.toBeNull();
    expect(fields()).toMatchObject({ name: { value: '' }, email: { value: '' } });
  });

  it('shows the warning toast when the service is not configured', async () => {
    setRuntimeConfig({
      email: { baseUrl: service.url, serviceId: 'svc', templateId: '', publicKey: 'pk' },
    });
    await fillAndSend({ email: 'sara@example.com' });
    expect(
      await screen.findByText("OOOOPS !!! ,Your Message doesn't sent ", exactly),
    ).toBeInTheDocument();
    expect(service.allRequests).toHaveLength(0);
  });
});
