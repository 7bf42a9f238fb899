import { idField, idParam, objectSchema, text } from '../../lib/schemas';

export const checkPaidSchema = {
  params: {
    type: 'object',
    properties: { userId: idParam, courseId: idParam },
    required: ['userId', 'courseId'],
  },
  response: { 200: { type: 'object', properties: { paid: { type: 'boolean' } } } },
};

export const applyCouponSchema = {
  body: objectSchema({ course_id: idField, user_id: idField, coupon_title: text(64, 1) }, [
    'course_id',
    'user_id',
    'coupon_title',
  ]),
};

export interface ApplyCouponBody {
  course_id: number | string;
  user_id: number | string;
  coupon_title: string;
}

/** PayPal's order ids: upper-case letters and digits. Anything else is answered 404. */
const ORDER_ID_PATTERN = '^[A-Z0-9]{1,36}$';

export const quoteSchema = {
  params: {
    type: 'object',
    properties: { courseId: idParam },
    required: ['courseId'],
  },
};

/** The spec's cart: one course, quantity 1; `value` is accepted and never read. */
export const createPaymentSchema = {
  body: objectSchema(
    {
      cart: {
        type: 'array',
        minItems: 1,
        maxItems: 1,
        items: objectSchema(
          {
            id: idField,
            quantity: { type: ['integer', 'string'], enum: [1, '1'], default: 1 },
            value: { type: ['number', 'string', 'null'] },
            country: { type: ['string', 'null'], maxLength: 16 },
          },
          ['id'],
        ),
      },
    },
    ['cart'],
  ),
};

export interface CreatePaymentBody {
  cart: {
    id: number | string;
    quantity?: number | string;
    value?: unknown;
    country?: string | null;
  }[];
}

export const captureSchema = {
  params: {
    type: 'object',
    properties: { orderId: { type: 'string', pattern: ORDER_ID_PATTERN } },
    required: ['orderId'],
  },
};

/** The spec's order record; order_status and amount are the client's word and are not read. */
export const recordOrderSchema = {
  body: objectSchema(
    {
      order_id: { type: ['string', 'integer'], pattern: ORDER_ID_PATTERN, maxLength: 36 },
      user: idField,
      course: idField,
    },
    ['order_id', 'user', 'course'],
  ),
};

export interface RecordOrderBody {
  order_id: string | number;
  user: number | string;
  course: number | string;
}
