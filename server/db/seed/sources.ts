/** Lead and account sources (seed 000 §3): slugs and Russian names from src/domain/sources. */
import { sourceLabels, sourceSlugs } from '../../../src/domain/sources';

export interface SourceSeed {
  slug: string;
  name: string;
}

export const sourceSeeds: readonly SourceSeed[] = sourceSlugs.map((slug) => ({
  slug,
  name: sourceLabels[slug],
}));
