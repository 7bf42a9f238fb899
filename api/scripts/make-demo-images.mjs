// Writes the small SVG images of the demo content (api/content/demo/media/images) and the
// API's own coming-soon image (api/assets). Run once by hand; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = join(apiDir, 'content', 'demo', 'media', 'images');
const assetsDir = join(apiDir, 'assets');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function banner(title, subtitle, from, to) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="70" r="120" fill="#fff" opacity=".08"/><circle cx="80" cy="330" r="90" fill="#fff" opacity=".08"/>
<text x="48" y="190" font-family="Arial,Helvetica,sans-serif" font-size="48" font-weight="700" fill="#fff">${escape(title)}</text>
<text x="48" y="236" font-family="Arial,Helvetica,sans-serif" font-size="22" fill="#fff" opacity=".9">${escape(subtitle)}</text>
</svg>
`;
}

function portrait(initials, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escape(initials)}">
<rect width="300" height="300" fill="${colour}"/>
<circle cx="150" cy="118" r="58" fill="#fff" opacity=".85"/>
<path d="M52 300c8-62 50-98 98-98s90 36 98 98z" fill="#fff" opacity=".85"/>
<text x="150" y="134" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" fill="${colour}">${escape(initials)}</text>
</svg>
`;
}

const images = {
  'course-pmp.svg': banner('PMP', 'Project Management Professional', '#1d3557', '#457b9d'),
  'course-acp.svg': banner('PMI-ACP', 'Agile Certified Practitioner', '#2a9d8f', '#264653'),
  'course-risk.svg': banner(
    'Risk Management',
    'Essentials for project leaders',
    '#e76f51',
    '#9d0208',
  ),
  'course-ba.svg': banner('Business Analysis', 'Fundamentals', '#6a4c93', '#1982c4'),
  'course-p6.svg': banner('Primavera P6', 'Planning and scheduling', '#ff9f1c', '#cb5d00'),
  'instructor-sara.svg': portrait('SH', '#1d3557'),
  'instructor-omar.svg': portrait('OK', '#2a9d8f'),
  'instructor-lina.svg': portrait('LM', '#6a4c93'),
  'blog-planning.svg': banner('Planning', 'Academy blog', '#264653', '#2a9d8f'),
  'blog-agile.svg': banner('Agile', 'Academy blog', '#3a0ca3', '#4361ee'),
  'blog-exam.svg': banner('Exam tips', 'Academy blog', '#9d0208', '#e85d04'),
  'blog-career.svg': banner('Careers', 'Academy blog', '#386641', '#6a994e'),
  'question-network.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200" role="img" aria-label="Network diagram">
<rect width="480" height="200" fill="#fff"/>
<g font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle">
<g fill="#e9f1f7" stroke="#1d3557" stroke-width="2">
<rect x="10" y="80" width="70" height="40" rx="6"/><rect x="140" y="20" width="70" height="40" rx="6"/>
<rect x="140" y="140" width="70" height="40" rx="6"/><rect x="270" y="80" width="70" height="40" rx="6"/>
<rect x="400" y="80" width="70" height="40" rx="6"/></g>
<g fill="#1d3557"><text x="45" y="105">Start</text><text x="175" y="45">A (3)</text><text x="175" y="165">B (5)</text>
<text x="305" y="105">C (4)</text><text x="435" y="105">End</text></g>
<g stroke="#1d3557" stroke-width="2" fill="none"><path d="M80 95 140 45M80 105 140 160M210 40 270 95M210 160 270 105M340 100H400"/></g>
</g></svg>
`,
  'answer-burndown.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="140" viewBox="0 0 240 140" role="img" aria-label="Burndown chart">
<rect width="240" height="140" fill="#fff"/>
<path d="M30 10V120H230" stroke="#333" stroke-width="2" fill="none"/>
<path d="M30 20 230 120" stroke="#999" stroke-dasharray="5 4" stroke-width="2"/>
<path d="M30 20 70 30 110 60 150 65 190 95 230 118" stroke="#e76f51" stroke-width="3" fill="none"/>
</svg>
`,
};

mkdirSync(imagesDir, { recursive: true });
for (const [name, svg] of Object.entries(images)) writeFileSync(join(imagesDir, name), svg);

mkdirSync(assetsDir, { recursive: true });
writeFileSync(
  join(assetsDir, 'coming-soon.svg'),
  banner('Coming Soon', 'This course opens shortly. Stay tuned!', '#14213d', '#fca311'),
);
console.log(`wrote ${Object.keys(images).length + 1} SVG images`);
