// The bilingual switch in Arabic. Loaded only in Arabic.
import type { BilingualMessages } from './messages';

export const ar: BilingualMessages = {
  bilingualToggle: 'الإنجليزية والعربية جنبًا إلى جنب',
};
