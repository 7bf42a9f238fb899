import { objectSchema, text } from '../../lib/schemas';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The JSON body the EmailJS browser SDK posts. */
export const sendSchema = {
  body: objectSchema(
    {
      lib_version: text(40),
      user_id: text(100),
      service_id: text(100),
      template_id: text(100),
      accessToken: text(200),
      template_params: objectSchema({
        from_name: text(200),
        email: text(254),
        message: text(CONTACT_MESSAGE_MAX_LENGTH),
      }),
    },
    ['user_id', 'service_id', 'template_id'],
  ),
};

export interface SendBody {
  lib_version?: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params?: { from_name?: string; email?: string; message?: string };
}
