/** The lead document screen's Russian texts (ours: seed 001 §2 names the route only). */
import { resourceNames } from '../../i18n/resources';

export const attachmentScreenTexts = {
  title: `${resourceNames.attachments[0]} «{name}»`,
} as const;
