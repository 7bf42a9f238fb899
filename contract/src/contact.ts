import { Type, type Static } from 'typebox';
import { Body, Text } from './common';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The JSON body the EmailJS browser SDK posts (the contact form). */
export const EmailSendBody = Body({
  lib_version: Type.Optional(Text(40)),
  user_id: Text(100),
  service_id: Text(100),
  template_id: Text(100),
  accessToken: Type.Optional(Text(200)),
  template_params: Type.Optional(
    Body({
      from_name: Type.Optional(Text(200)),
      email: Type.Optional(Text(254)),
      message: Type.Optional(Text(CONTACT_MESSAGE_MAX_LENGTH)),
    }),
  ),
});
export type EmailSendBody = Static<typeof EmailSendBody>;

/** EmailJS answers in plain text: "OK", or the reason of a refusal. */
export const EmailSendAnswer = Type.String();
