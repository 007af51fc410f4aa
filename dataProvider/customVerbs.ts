/**
 * The custom verbs of seed 001 §7 (./index.ts lists each with its HTTP call), all of them over
 * one verb context: the console's provider spreads them in; the site's loads this module on
 * the first verb it calls (./lazyVerbs.ts).
 */
import { downloadVerb, type DownloadVerb } from './download';
import type { VerbContext } from './files';
import { uploadVerb, type UploadVerb } from './upload';
import { plainVerbs, type PlainVerbs } from './verbs';
import { accountVerbs, type AccountVerbs } from './accountVerbs';
import { addressVerbs, type AddressVerbs } from './addressVerbs';
import { analyticsVerbs, type AnalyticsVerbs } from './analyticsVerbs';
import { adminVerbs, type AdminVerbs } from './adminVerbs';
import { appealVerbs, type AppealVerbs } from './appealVerbs';
import { infoVerbs, type InfoVerbs } from './infoVerbs';
import { jobVerbs, type JobVerbs } from './jobVerbs';
import { leadVerbs, type LeadVerbs } from './leadVerbs';
import { programmeVerbs, type ProgrammeVerbs } from './programmeVerbs';
import { ratingVerbs, type RatingVerbs } from './ratingVerbs';
import { validateVerbs, type ValidateVerbs } from './validateVerbs';
import { wizardVerbs, type WizardVerbs } from './wizardVerbs';

export type CustomVerbs = PlainVerbs &
  LeadVerbs &
  AccountVerbs &
  AdminVerbs &
  JobVerbs &
  RatingVerbs &
  ProgrammeVerbs &
  WizardVerbs &
  InfoVerbs &
  AppealVerbs &
  AddressVerbs &
  ValidateVerbs &
  AnalyticsVerbs & { upload: UploadVerb; download: DownloadVerb };

export function customVerbs(ctx: VerbContext): CustomVerbs {
  return {
    ...plainVerbs(ctx),
    ...leadVerbs(ctx),
    ...accountVerbs(ctx),
    ...adminVerbs(ctx),
    ...jobVerbs(ctx),
    ...analyticsVerbs(ctx),
    ...ratingVerbs(ctx),
    ...programmeVerbs(ctx),
    ...wizardVerbs(ctx),
    ...infoVerbs(ctx),
    ...appealVerbs(ctx),
    ...addressVerbs(ctx),
    ...validateVerbs(ctx),
    upload: uploadVerb(ctx),
    download: downloadVerb(ctx),
  };
}
