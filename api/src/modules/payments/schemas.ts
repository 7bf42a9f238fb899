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
