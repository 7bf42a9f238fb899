// PMI's tasks (the PMP Examination Content Outline, 2021) in Arabic, in the glossary's terms
// (docs/glossary-ar.md): the names questions carry in their `task`. A name not listed here is
// the bank's own free text and is shown as written.
export const PMI_TASKS_AR: Readonly<Record<string, string>> = {
  // People
  'Manage conflict': 'إدارة النزاعات',
  'Lead a team': 'قيادة الفريق',
  'Support team performance': 'دعم أداء الفريق',
  'Empower team members and stakeholders': 'تمكين أعضاء الفريق وأصحاب المصلحة',
  'Ensure team members/stakeholders are adequately trained':
    'ضمان تدريب أعضاء الفريق وأصحاب المصلحة تدريبًا كافيًا',
  'Build a team': 'بناء الفريق',
  'Address and remove impediments, obstacles, and blockers for the team':
    'معالجة العوائق والعقبات التي تواجه الفريق وإزالتها',
  'Negotiate project agreements': 'التفاوض على اتفاقيات المشروع',
  'Collaborate with stakeholders': 'التعاون مع أصحاب المصلحة',
  'Build shared understanding': 'بناء فهم مشترك',
  'Engage and support virtual teams': 'إشراك الفرق الافتراضية ودعمها',
  'Define team ground rules': 'تحديد القواعد الأساسية للفريق',
  'Mentor relevant stakeholders': 'إرشاد أصحاب المصلحة المعنيين',
  'Promote team performance through the application of emotional intelligence':
    'تعزيز أداء الفريق بتطبيق الذكاء العاطفي',
  // Process
  'Execute project with the urgency required to deliver business value':
    'تنفيذ المشروع بالسرعة اللازمة لتحقيق قيمة الأعمال',
  'Manage communications': 'إدارة الاتصالات',
  'Assess and manage risks': 'تقييم المخاطر وإدارتها',
  'Engage stakeholders': 'إشراك أصحاب المصلحة',
  'Plan and manage budget and resources': 'تخطيط الميزانية والموارد وإدارتها',
  'Plan and manage schedule': 'تخطيط الجدول الزمني وإدارته',
  'Plan and manage quality of products/deliverables': 'تخطيط جودة المنتجات والمُخرَجات وإدارتها',
  'Plan and manage scope': 'تخطيط النطاق وإدارته',
  'Integrate project planning activities': 'تكامل أنشطة تخطيط المشروع',
  'Manage project changes': 'إدارة تغييرات المشروع',
  'Plan and manage procurement': 'تخطيط المشتريات وإدارتها',
  'Manage project artifacts': 'إدارة وثائق المشروع',
  'Determine appropriate project methodology/methods and practices':
    'تحديد منهجية المشروع وأساليبه وممارساته المناسبة',
  'Establish project governance structure': 'إنشاء هيكل حوكمة المشروع',
  'Manage project issues': 'إدارة مشكلات المشروع',
  'Ensure knowledge transfer for project continuity': 'ضمان نقل المعرفة لاستمرارية المشروع',
  'Plan and manage project/phase closure or transitions':
    'تخطيط إغلاق المشروع أو المرحلة أو الانتقالات وإدارته',
  // Business Environment
  'Plan and manage project compliance': 'تخطيط امتثال المشروع وإدارته',
  'Evaluate and deliver project benefits and value': 'تقييم منافع المشروع وقيمته وتحقيقها',
  'Evaluate and address external business environment changes for impact on scope':
    'تقييم تغيّرات بيئة الأعمال الخارجية وأثرها على النطاق ومعالجتها',
  'Support organizational change': 'دعم التغيير المؤسسي',
};

/** PMI's three domains, as `@academy/shared`'s `domains` catalogue says them on the pages. */
export const PMI_DOMAINS_AR: Readonly<Record<string, string>> = {
  People: 'الأفراد',
  Process: 'العمليات',
  'Business Environment': 'بيئة الأعمال',
};
