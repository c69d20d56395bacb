import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appMessages } from './appMessages';

export { appMessages };

export const en: TranslationMessages = {
  ...englishMessages,
  ...appMessages,
} as TranslationMessages;
export default en;
