import {
  AdminContactMessage,
  ContactMessagesQuery,
  UpdateContactMessageBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as contactMessages from './service';

/** The contact inbox: visitors write through the public form; staff only mark messages handled. */
export default crudRoutes({
  name: 'contact-messages',
  schemas: {
    item: AdminContactMessage,
    query: ContactMessagesQuery,
    update: UpdateContactMessageBody,
  },
  service: contactMessages,
});
