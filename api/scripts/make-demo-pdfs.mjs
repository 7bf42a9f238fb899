// Writes the small, valid one-page PDFs of the demo lessons (api/content/demo/media/pdfs).
// Run once by hand (`node api/scripts/make-demo-pdfs.mjs`); its output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'content',
  'demo',
  'media',
  'pdfs',
);

const documents = {
  'pmp-lec-1': [
    'PMP - Lec 1',
    'Introduction to the PMP Exam',
    'Exam outline: People, Process, Business Environment.',
  ],
  'pmp-lec-2': [
    'PMP - Lec 2',
    'Integration Management',
    'Project charter, change control and lessons learned.',
  ],
  'pmp-lec-3': [
    'PMP - Lec 3',
    'Scope and Schedule',
    'WBS, critical path, float and schedule compression.',
  ],
  'pmp-lec-4': [
    'PMP - Lec 4',
    'Agile and Hybrid Approaches',
    'Iterations, backlogs and servant leadership.',
  ],
  'acp-lec-1': [
    'PMI-ACP - Lec 1',
    'The Agile Mindset',
    'Values and principles of the Agile Manifesto.',
  ],
  'acp-lec-2': [
    'PMI-ACP - Lec 2',
    'Value-Driven Delivery',
    'Prioritisation, MVP and incremental delivery.',
  ],
  'acp-lec-3': [
    'PMI-ACP - Lec 3',
    'Team Performance',
    'Self-organising teams and information radiators.',
  ],
  'risk-lec-1': [
    'Risk Management - Lec 1',
    'Identifying Risks',
    'Risk register, prompt lists and assumptions.',
  ],
  'risk-lec-2': [
    'Risk Management - Lec 2',
    'Qualitative and Quantitative Analysis',
    'Probability and impact, EMV.',
  ],
  'risk-lec-3': [
    'Risk Management - Lec 3',
    'Risk Responses',
    'Avoid, transfer, mitigate, accept, escalate.',
  ],
  'ba-lec-1': [
    'Business Analysis - Lec 1',
    'Elicitation Techniques',
    'Interviews, workshops and observation.',
  ],
  'ba-lec-2': [
    'Business Analysis - Lec 2',
    'Requirements and User Stories',
    'INVEST and acceptance criteria.',
  ],
  'ba-lec-3': ['Business Analysis - Lec 3', 'Process Modelling', 'As-is and to-be process maps.'],
  'blog-exam-checklist': [
    'Exam day checklist',
    'Academy blog',
    'ID documents, a good night of sleep, arrive early.',
  ],
  'p6-lec-1': [
    'Primavera P6 - Lec 1',
    'Getting Started with P6',
    'Enterprise project structure and calendars.',
  ],
};

function escapeText(text) {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

function pdf(lines) {
  const content = [
    'BT',
    '/F1 20 Tf 56 760 Td',
    `(${escapeText(lines[0])}) Tj`,
    '/F1 14 Tf 0 -34 Td',
    `(${escapeText(lines[1])}) Tj`,
    '/F1 11 Tf 0 -24 Td',
    `(${escapeText(lines[2])}) Tj`,
    '0 -24 Td',
    '(Academy demo lesson material.) Tj',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText(`${lines[0]}: ${lines[1]}`)}) /Producer (Academy demo content) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

mkdirSync(outDir, { recursive: true });
for (const [name, lines] of Object.entries(documents)) {
  writeFileSync(join(outDir, `${name}.pdf`), pdf(lines));
}
console.log(`wrote ${Object.keys(documents).length} PDFs to ${outDir}`);
