// The API's error messages in Arabic (docs/design/languages.md#api-errors), keyed by their English
// text as the API words it (DRF's wording, verbatim). `{}` stands for a value inside a message (a
// number, a name). A message with a counted noun gives Arabic's plural forms (by its number, its
// only value). Every message a learner can meet must be here: error-messages.test.ts reads the
// API's sources and fails on one that is missing. The back-office's own messages are not (its copy
// is English in both languages). Terms as in docs/glossary-ar.md.

/** A counted message's forms, by Intl.PluralRules('ar'): 1, 2, 3–10, 11–99, the rest. */
export type ArabicPlural = Partial<Record<Intl.LDMLPluralRule, string>> & {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
};
export type ArabicMessage = string | ArabicPlural;

export const ERROR_MESSAGES_AR: Readonly<Record<string, ArabicMessage>> = {
  // Validation (plugins/error-shape.ts, the same words as Django REST framework)
  'This field is required.': 'هذا الحقل مطلوب.',
  'A valid integer is required.': 'يجب إدخال عدد صحيح.',
  'A valid number is required.': 'يجب إدخال رقم صحيح.',
  'Must be a valid boolean.': 'يجب أن تكون القيمة صحيحًا أو خطأً.',
  'Not a valid string.': 'ليست نصًّا صالحًا.',
  'Expected a list of items but got type "{}".': 'المتوقع قائمة عناصر، لكن وصل النوع "{}".',
  'Invalid data. Expected a dictionary, but got {}.': 'بيانات غير صالحة. المتوقع كائن، لكن وصل {}.',
  'Invalid value.': 'قيمة غير صالحة.',
  'Ensure this field has no more than {} characters.': {
    one: 'تأكّد من ألا يزيد هذا الحقل على حرف واحد.',
    two: 'تأكّد من ألا يزيد هذا الحقل على حرفين.',
    few: 'تأكّد من ألا يزيد هذا الحقل على {} أحرف.',
    many: 'تأكّد من ألا يزيد هذا الحقل على {} حرفًا.',
    other: 'تأكّد من ألا يزيد هذا الحقل على {} حرف.',
  },
  'This field may not be blank.': 'لا يجوز أن يكون هذا الحقل فارغًا.',
  'Ensure this field has at least {} characters.': {
    one: 'تأكّد من ألا يقل هذا الحقل عن حرف واحد.',
    two: 'تأكّد من ألا يقل هذا الحقل عن حرفين.',
    few: 'تأكّد من ألا يقل هذا الحقل عن {} أحرف.',
    many: 'تأكّد من ألا يقل هذا الحقل عن {} حرفًا.',
    other: 'تأكّد من ألا يقل هذا الحقل عن {} حرف.',
  },
  'Enter a valid value.': 'أدخل قيمة صالحة.',
  'Ensure this value is greater than or equal to {}.':
    'تأكّد من أن هذه القيمة أكبر من {} أو تساويها.',
  'Ensure this value is greater than {}.': 'تأكّد من أن هذه القيمة أكبر من {}.',
  'Ensure this value is less than or equal to {}.': 'تأكّد من أن هذه القيمة أصغر من {} أو تساويها.',
  'Ensure this value is less than {}.': 'تأكّد من أن هذه القيمة أصغر من {}.',
  '"{}" is not a valid choice.': '"{}" ليس خيارًا صالحًا.',
  'Ensure this field has no more than {} elements.': {
    one: 'تأكّد من ألا يزيد هذا الحقل على عنصر واحد.',
    two: 'تأكّد من ألا يزيد هذا الحقل على عنصرين.',
    few: 'تأكّد من ألا يزيد هذا الحقل على {} عناصر.',
    many: 'تأكّد من ألا يزيد هذا الحقل على {} عنصرًا.',
    other: 'تأكّد من ألا يزيد هذا الحقل على {} عنصر.',
  },
  'This list may not be empty.': 'لا يجوز أن تكون هذه القائمة فارغة.',
  'Enter a valid email address.': 'أدخل بريدًا إلكترونيًا صالحًا.',

  // Lists (lib/list.ts: DRF's pagination and OrderingFilter), learners' exam history among them
  'Invalid page.': 'صفحة غير صالحة.',
  'Cannot order by "{}". Order by one of: {}.': 'لا يمكن الترتيب حسب "{}". رتّب حسب أحد هذه: {}.',

  // Requests
  'Unsupported media type "{}" in request.': 'نوع الوسائط "{}" غير مدعوم في الطلب.',
  'JSON parse error - the request body is not valid JSON.':
    'خطأ في قراءة JSON: محتوى الطلب ليس JSON صالحًا.',
  'Request body is too large.': 'محتوى الطلب كبير جدًا.',
  'Not found.': 'غير موجود.',
  'Method not allowed.': 'الطريقة غير مسموح بها.',
  'Bad request.': 'طلب غير صالح.',
  'A server error occurred.': 'حدث خطأ في الخادم.',

  // Access
  'Authentication credentials were not provided.': 'لم تُقدَّم بيانات الدخول.',
  'You do not have permission to perform this action.': 'ليست لديك صلاحية لتنفيذ هذا الإجراء.',
  'Given token not valid for any token type': 'الرمز المقدَّم غير صالح.',

  // Accounts
  'No active account found with the given credentials': 'لا يوجد حساب نشط بهذه البيانات.',
  'user with this email already exists.': 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
  'There is no active user associated with this e-mail address.':
    'لا يوجد مستخدم نشط مرتبط بهذا البريد الإلكتروني.',
  'Invalid or expired link.': 'الرابط غير صالح أو منتهي الصلاحية.',
  'Only an admin can do this.': 'هذا الإجراء للمدير فقط.',

  // Courses, lessons, comments and orders
  'Course not found.': 'الدورة غير موجودة.',
  'This course is no longer sold.': 'لم تعد هذه الدورة معروضة للبيع.',
  'This course is not open for enrolment yet.': 'التسجيل في هذه الدورة لم يُفتح بعد.',
  'You have not paid for this course.': 'لم تدفع ثمن هذه الدورة.',
  'Order not found.': 'الطلب غير موجود.',
  'This order has not been paid.': 'لم يُدفع هذا الطلب.',
  'This order is for another course.': 'هذا الطلب لدورة أخرى.',
  'Invalid cursor: no such comment on this lesson.': 'مؤشر غير صالح: لا يوجد هذا التعليق في الدرس.',
  'Invalid pk "{}" - object does not exist.': 'المعرّف "{}" غير صالح: العنصر غير موجود.',

  // Payments (modules/payments/messages.ts)
  'You have already paid for this course.': 'لقد دفعت ثمن هذه الدورة من قبل.',
  'A payment for this course is already being processed. Please wait a moment, then reload the page.':
    'هناك دفعة لهذه الدورة قيد المعالجة. انتظر قليلًا ثم أعد تحميل الصفحة.',
  'Invalid coupon.': 'قسيمة خصم غير صالحة.',

  // Exams
  'You have not paid for a course of the {} category.': 'لم تدفع ثمن أي دورة من فئة {}.',
  'The review opens once the attempt is submitted.': 'تُفتح المراجعة بعد تسليم المحاولة.',

  // Requests (plugins/input-guard.ts, plugins/rate-limit.ts)
  'Null characters are not allowed.': 'لا يُسمح بالمحرف الصفري (null).',
  'JSON parse error - the request body is nested more than {} levels deep.': {
    one: 'خطأ في قراءة JSON: محتوى الطلب متداخل لأكثر من مستوى واحد.',
    two: 'خطأ في قراءة JSON: محتوى الطلب متداخل لأكثر من مستويين.',
    few: 'خطأ في قراءة JSON: محتوى الطلب متداخل لأكثر من {} مستويات.',
    many: 'خطأ في قراءة JSON: محتوى الطلب متداخل لأكثر من {} مستوى.',
    other: 'خطأ في قراءة JSON: محتوى الطلب متداخل لأكثر من {} مستوى.',
  },
  'Request was throttled. Expected available in {} seconds.': {
    one: 'طلبات كثيرة في وقت قصير. حاول مجددًا بعد ثانية واحدة.',
    two: 'طلبات كثيرة في وقت قصير. حاول مجددًا بعد ثانيتين.',
    few: 'طلبات كثيرة في وقت قصير. حاول مجددًا بعد {} ثوانٍ.',
    many: 'طلبات كثيرة في وقت قصير. حاول مجددًا بعد {} ثانية.',
    other: 'طلبات كثيرة في وقت قصير. حاول مجددًا بعد {} ثانية.',
  },

  // Accounts: registration's rules (lib/email.ts, lib/passwords.ts) and the replies that succeed
  'Only .com and .net email addresses are accepted.':
    'لا نقبل إلا عناوين البريد الإلكتروني المنتهية بـ .com أو .net.',
  'This password is too short. It must contain at least 8 characters.':
    'كلمة المرور هذه قصيرة جدًا: يجب ألا تقل عن 8 أحرف.',
  'The password must contain both uppercase and lowercase letters.':
    'يجب أن تجمع كلمة المرور بين أحرف لاتينية كبيرة وصغيرة.',
  'Password reset e-mail has been sent.':
    'أرسلنا إلى بريدك الإلكتروني رسالة لإعادة تعيين كلمة المرور.',
  'Password has been reset with the new password.':
    'أُعيد تعيين كلمة المرور: يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  'Successfully logged out.': 'تم تسجيل الخروج بنجاح.',

  // Lesson media (modules/media)
  'This media link is invalid or has expired.': 'رابط الوسائط هذا غير صالح أو انتهت صلاحيته.',
  'The media store cannot be reached. Try again in a moment.':
    'تعذّر الوصول إلى مخزن الوسائط. حاول مجددًا بعد قليل.',

  // Progress (modules/progress)
  'Send the position, the watched ranges or that the lesson was opened.':
    'أرسل موضع التشغيل، أو المقاطع التي شوهدت، أو أن الدرس فُتح.',
  'A range must not end before it starts.': 'لا يجوز أن ينتهي المقطع قبل أن يبدأ.',
  'A range must not go past the end of the video ({} s).':
    'لا يجوز أن يتجاوز المقطع نهاية الفيديو ({} ث).',
  'The position must be within the video ({} s).': 'يجب أن يقع موضع التشغيل داخل الفيديو ({} ث).',

  // Certificates (modules/certificates)
  'This course has no lessons to complete.': 'لا توجد في هذه الدورة دروس لإكمالها.',
  'Complete every lesson first: {} of {} lessons are complete.':
    'أكمِل جميع الدروس أولًا: اكتمل منها {} من {}.',
  'Your full name, as the certificate should print it, is required.':
    'اسمك الكامل مطلوب، كما تريد أن يُطبع على الشهادة.',

  // Open Badges credentials (modules/credentials)
  'This is not a credential: give the JSON file the academy issued or its token.':
    'هذه ليست شهادة رقمية موثَّقة: أرسِل ملف JSON الذي أصدرته الأكاديمية أو رمزه.',
  'This certificate is already revoked.': 'هذه الشهادة مُلغاة بالفعل.',

  // Machine translation under the questions (modules/translate)
  'The translation service is unavailable. Try again later.':
    'خدمة الترجمة غير متاحة الآن. حاول مجددًا لاحقًا.',
  'No translation is available for this text (no translation service is configured).':
    'لا تتوفر ترجمة لهذا النص (لم تُضبط خدمة ترجمة على الخادم).',

  // Starting an attempt (modules/attempts/create.ts)
  'Give exactly one of exam, topic, mock, from_attempt or drill.':
    'حدِّد واحدًا فقط من: exam أو topic أو mock أو from_attempt أو drill.',
  '"{}" has no questions yet.': 'لا توجد أسئلة في «{}» بعد.',
  'You have {} attempts in progress, the most allowed at once: submit one before starting another.':
    {
      one: 'لديك محاولة واحدة جارية، وهي أقصى ما يُسمح به في وقت واحد: سلِّمها قبل أن تبدأ أخرى.',
      two: 'لديك محاولتان جاريتان، وهما أقصى ما يُسمح به في وقت واحد: سلِّم إحداهما قبل أن تبدأ أخرى.',
      few: 'لديك {} محاولات جارية، وهي أقصى ما يُسمح به في وقت واحد: سلِّم إحداها قبل أن تبدأ أخرى.',
      many: 'لديك {} محاولة جارية، وهي أقصى ما يُسمح به في وقت واحد: سلِّم إحداها قبل أن تبدأ أخرى.',
      other: 'لديك {} محاولة جارية، وهي أقصى ما يُسمح به في وقت واحد: سلِّم إحداها قبل أن تبدأ أخرى.',
    },
  'The {} category has no mock exam blueprint.': 'لا يوجد لفئة {} مخطط اختبار تجريبي كامل.',
  'The {} question bank is empty.': 'بنك أسئلة {} فارغ.',
  'The attempt is still in progress: submit it before retesting it.':
    'المحاولة ما زالت جارية: سلِّمها قبل أن تعيد أسئلتها.',
  'No question was missed in this attempt.': 'لم تُخطئ في أي سؤال في هذه المحاولة.',
  'No question was flagged in this attempt.': 'لم تُعلِّم أي سؤال للمراجعة في هذه المحاولة.',
  'No {} history yet: submit an exam, a topic or a mock whose questions carry a domain, and the drill will practise your weakest one.':
    'لا سجلّ لك في {} بعد: سلِّم اختبارًا أو موضوعًا أو اختبارًا تجريبيًا كاملًا تنتمي أسئلته إلى مجالات، وسيدرّبك التمرين على أضعف مجالاتك.',
  'The {} question bank has no question left in the domains you have answered: there is nothing to drill.':
    'لم يبقَ في بنك أسئلة {} سؤال من المجالات التي أجبت عنها: لا يوجد ما تتدرّب عليه.',

  // Taking an attempt (modules/attempts/service.ts)
  'Your exam-mode attempt "{}" is in progress and has these questions: submit it before seeing their answers.':
    'محاولتك «{}» في وضع الاختبار جارية وفيها هذه الأسئلة: سلِّمها قبل أن ترى إجاباتها.',
  'This attempt was submitted: its answers can no longer change.':
    'سُلِّمت هذه المحاولة: لم يعد ممكنًا تغيير إجاباتها.',
  'Time is up: the attempt was submitted at its deadline, and its answers can no longer change.':
    'انتهى الوقت: سُلِّمت المحاولة عند نهاية مهلتها، ولم يعد ممكنًا تغيير إجاباتها.',
  'You are on a break: end it to go on with section {}.': 'أنت في استراحة: أنهِها لتتابع القسم {}.',
  'This question is not part of the attempt.': 'هذا السؤال ليس من أسئلة هذه المحاولة.',
  'Section {} is locked: it was left.': 'القسم {} مُقفل: لقد غادرته.',
  'Section {} has not started yet.': 'لم يبدأ القسم {} بعد.',
  'Section {} is already locked.': 'القسم {} مُقفل من قبل.',
  'The attempt has no such section.': 'لا يوجد هذا القسم في المحاولة.',
  'The last section ends with submitting the attempt.': 'ينتهي القسم الأخير بتسليم المحاولة.',
  'No break is under way.': 'لا توجد استراحة جارية.',

  // A saved answer that is not one (contract/src/grading/answers.ts)
  'Unknown question type {}.': 'نوع السؤال {} غير معروف.',
  'A one-answer question takes one answer id.': 'سؤال الإجابة الواحدة يقبل معرّف إجابة واحدًا.',
  'A several-answer question takes a list of answer ids.':
    'سؤال الإجابات المتعددة يقبل قائمة بمعرّفات الإجابات.',
  'An answer id is listed twice.': 'أحد معرّفات الإجابات مذكور مرتين.',
  'Choose at most {} answers for this question.': {
    one: 'اختر إجابة واحدة على الأكثر لهذا السؤال.',
    two: 'اختر إجابتين على الأكثر لهذا السؤال.',
    few: 'اختر {} إجابات على الأكثر لهذا السؤال.',
    many: 'اختر {} إجابة على الأكثر لهذا السؤال.',
    other: 'اختر {} إجابة على الأكثر لهذا السؤال.',
  },
  'A matching question takes an object of item id → answer id.':
    'سؤال المطابقة يقبل كائنًا يربط معرّف كل عنصر بمعرّف إجابته.',
  'A hotspot question takes one region id.': 'سؤال مناطق الصورة يقبل معرّف منطقة واحدة.',
  'A fill-in question takes the typed text.': 'سؤال ملء الفراغ يقبل النص المكتوب.',

  // Checkout (modules/payments): coupons, PayPal, a payment that was not needed
  'This coupon has expired.': 'انتهت صلاحية قسيمة الخصم هذه.',
  'This coupon has reached its usage limit.': 'بلغت قسيمة الخصم هذه حدّ استخدامها.',
  'This coupon is not valid for this course.': 'قسيمة الخصم هذه لا تصلح لهذه الدورة.',
  '{} It has been removed: the price is back to {} {}.': '{} وقد أُزيلت، فعاد السعر إلى {} {}.',
  'With this coupon the course costs nothing, and PayPal cannot take a zero payment. Please contact the academy to enrol.':
    'بقسيمة الخصم هذه تصبح الدورة مجانية، ولا يقبل PayPal دفعة قيمتها صفر. تواصل مع الأكاديمية للتسجيل في الدورة.',
  'Online payment is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).':
    'الدفع الإلكتروني غير مضبوط على هذا الخادم (PAYPAL_CLIENT_ID وPAYPAL_CLIENT_SECRET).',
  'PayPal could not be reached. Please try again.': 'تعذّر الاتصال بـ PayPal. حاول مجددًا.',
  'PayPal refused to {}.': 'رفض PayPal {}.',
  'PayPal answered without an order id.': 'ردّ PayPal دون رقم طلب.',
  'PayPal could not capture the payment.': 'لم يتمكّن PayPal من تحصيل الدفعة.',
  'The payment was not completed: {}.': 'لم تكتمل الدفعة: {}.',
  'You already own this course, so this payment was not needed: it has been refunded to you through PayPal.':
    'أنت تملك هذه الدورة من قبل، فلم تكن هذه الدفعة لازمة: وقد رُدّت إليك عبر PayPal.',
  'You already own this course, so this payment was not needed, but PayPal could not refund it just now. Please contact the academy with order {} to get it back.':
    'أنت تملك هذه الدورة من قبل، فلم تكن هذه الدفعة لازمة، لكن PayPal تعذّر عليه ردّها الآن. تواصل مع الأكاديمية واذكر الطلب {} لاستردادها.',
  // …and what is said inside them: what PayPal refused, why a payment was not completed.
  'create the order': 'إنشاء الطلب',
  'show the order': 'عرض الطلب',
  'capture the payment': 'تحصيل الدفعة',
  'PayPal answered for another order': 'ردّ PayPal عن طلب آخر',
  'the order is {}': 'حالة الطلب {}',
  'the order has more than one purchase unit': 'الطلب يضم أكثر من وحدة شراء',
  'the order is for another course': 'الطلب لدورة أخرى',
  'the capture is {}': 'حالة التحصيل {}',
  'the capture belongs to another learner': 'التحصيل يخص متعلّمًا آخر',
  'captured {} {}, expected {} {}': 'حُصِّل {} {} والمتوقع {} {}',

  // Readiness checks and the review queue (modules/readiness, modules/review, modules/attempts)
  'A readiness check is answered on its own page, one question at a time.':
    'يُجاب عن اختبار الجاهزية في صفحته الخاصة، سؤالًا واحدًا في كل مرة.',
  'The {} question bank has no question tagged with a blueprint domain.':
    'لا يضم بنك أسئلة {} أي سؤال موسوم بمجال من مجالات مخطط الاختبار.',
  'This readiness check was submitted: its answers can no longer change.':
    'سُلِّم اختبار الجاهزية هذا: لم يعد بالإمكان تغيير إجاباته.',
  'This is not the question to answer now: reload the check.':
    'ليس هذا هو السؤال المطلوب الإجابة عنه الآن: أعد تحميل الاختبار.',
  'Choose an answer.': 'اختر إجابة.',
  'This question is not in your review queue.': 'هذا السؤال ليس في قائمة المراجعة لديك.',

  // Exam tools (modules/exam-tools): the timer and the whiteboard
  'This attempt was submitted.': 'سُلِّمت هذه المحاولة.',
  'You are on a break.': 'أنت في استراحة الآن.',
  'The time report is ready once the attempt is submitted.':
    'يصبح تقرير الوقت جاهزًا بعد تسليم المحاولة.',
  'Stroke {} has an odd number of coordinates.': 'عدد إحداثيات الخط {} فردي.',
  'The whiteboard is full: {} bytes, at most {}. Erase something to go on.':
    'السبورة ممتلئة: {} بايت، والحد الأقصى {}. امسح شيئًا منها لتتابع.',
  'This attempt was submitted: its whiteboard can be read, no longer changed.':
    'سُلِّمت هذه المحاولة: يمكن قراءة سبورتها، لكن لم يعد بالإمكان تعديلها.',

  // Learning records (contract/src/learning-records.ts, modules/learning-records)
  'Enter your 10-digit national ID (starting with 1) or Iqama number (starting with 2).':
    'أدخل رقم هويتك الوطنية المكوّن من 10 أرقام (ويبدأ بالرقم 1) أو رقم إقامتك (ويبدأ بالرقم 2).',
  'Agree to your learning records being reported to the National eLearning Center to save it.':
    'لحفظه، وافق على إبلاغ المركز الوطني للتعليم الإلكتروني بسجلات تعلّمك.',
  'Name a learner, a course or a day to replay.': 'حدّد متعلّمًا أو دورة أو يومًا لإعادة الإرسال.',
  'Enter a valid date.': 'أدخل تاريخًا صالحًا.',

  // Local payments (modules/local-payments): Paymob and Moyasar, their refunds and notifications
  'Paying with {} is not configured on this server ({}_* keys).':
    'الدفع عبر {} غير مضبوط على هذا الخادم (مفاتيح {}_*).',
  '{} could not be reached, so nothing was charged. Please try again in a few minutes.':
    'تعذّر الاتصال بـ {}، فلم يُخصم أي مبلغ. حاول مجددًا بعد بضع دقائق.',
  '{} could not be reached, so your payment could not be checked yet. If you paid, nothing is lost and nothing is charged twice: the course is added as soon as {} confirms it. Please try again in a few minutes.':
    'تعذّر الاتصال بـ {}، فلم نتمكّن من التحقق من دفعتك بعد. إن كنت قد دفعت فلن يضيع شيء ولن يُخصم المبلغ مرتين: تُضاف الدورة حالما يؤكّد {} الدفعة. حاول مجددًا بعد بضع دقائق.',
  '{} could not be reached, so nothing was refunded. Please try again in a few minutes.':
    'تعذّر الاتصال بـ {}، فلم يُسترَدّ أي مبلغ. حاول مجددًا بعد بضع دقائق.',
  '{} could not be reached, so the day could not be compared. Please try again in a few minutes.':
    'تعذّر الاتصال بـ {}، فلم تمكن مطابقة معاملات اليوم. حاول مجددًا بعد بضع دقائق.',
  '{} could not be reached to check the notification, so it changed nothing. Send it again later.':
    'تعذّر الاتصال بـ {} للتحقق من الإشعار، فلم يُغيّر شيئًا. أعِد إرساله لاحقًا.',
  '{} refused to {}.': 'رفض {} {}.',
  'This payment is not for this order.': 'هذه الدفعة ليست لهذا الطلب.',
  '{} does not offer {}.': 'لا يتيح {} الدفع عبر {}.',
  '{} It has been removed: please check the price again.': '{} وقد أُزيلت، فتحقّق من السعر مجددًا.',
  'With this coupon the course costs nothing. Please contact the academy to enrol.':
    'بقسيمة الخصم هذه تصبح الدورة مجانية. تواصل مع الأكاديمية للتسجيل في الدورة.',
  'The notification could not be verified.': 'تعذّر التحقق من الإشعار.',
  'Refund PayPal orders from PayPal: only Paymob and Moyasar orders here.':
    'استرِدّ طلبات PayPal من PayPal نفسه: هنا طلبات Paymob وMoyasar فقط.',
  'Only a paid order can be refunded; this one is {}.':
    'لا يُسترَدّ إلا الطلب المدفوع، وحالة هذا الطلب {}.',
  'Enter an amount from 0.01 to {} {}.': 'أدخل مبلغًا من 0.01 إلى {} {}.',
  'A Saudi VAT number has 15 digits and starts and ends with 3.':
    'الرقم الضريبي السعودي 15 رقمًا، يبدأ بالرقم 3 وينتهي به.',
};
