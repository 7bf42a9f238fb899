// The academy's SMTP server, stood in for by the API suite's local stand-in: the API sends real
// mail to it, and each message lands as a file that the tests read (they run in another context
// than global setup).
import fs from 'node:fs';
import path from 'node:path';

import { startSmtpServer } from '../../../api/src/test/smtp';

export async function startMailStandIn(mailDir: string) {
  fs.mkdirSync(mailDir, { recursive: true });
  let count = 0;
  return startSmtpServer({
    onMail: (mail) => {
      count += 1;
      fs.writeFileSync(path.join(mailDir, `${String(count).padStart(4, '0')}.txt`), mail.text);
    },
  });
}

/** The text of every mail received so far, oldest first. */
export function receivedMails(): string[] {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir || !fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'));
}
