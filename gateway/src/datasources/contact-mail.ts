import type { UpstreamClient } from './http.ts';

/** The e-mail send service of the contact form: the form fields with a service id, a template id and a public key. */
export class ContactMail {
  constructor(
    private readonly client: UpstreamClient,
    private readonly ids: { serviceId: string; templateId: string; publicKey: string },
  ) {}

  async send(message: { name: string; email: string; message: string }): Promise<boolean> {
    const response = await this.client.call('', {
      method: 'POST',
      body: {
        service_id: this.ids.serviceId,
        template_id: this.ids.templateId,
        user_id: this.ids.publicKey,
        template_params: message,
      },
    });
    return response.status === 200;
  }
}
