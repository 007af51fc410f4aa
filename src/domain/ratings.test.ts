import { describe, expect, it } from 'vitest';
import {
  isRatingGrade,
  leadRatingCriteria,
  ratingCriteriaFor,
  ratingCriterionLabels,
  ratingGradeLabels,
  siteRatingCriteria,
} from './ratings';

describe('ratings (seed 000 §3, seed 001 §3)', () => {
  it.each([
    [1, 'Абсолютно не удовлетворен'],
    [2, 'Скорее не удовлетворен'],
    [3, 'Нейтрально'],
    [4, 'Скорее удовлетворен'],
    [5, 'Абсолютно удовлетворен'],
  ] as const)('grade %i reads %s', (grade, text) => {
    expect(ratingGradeLabels[grade]).toBe(text);
  });

  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [2.5, false],
    ['3', false],
  ])('isRatingGrade(%j) = %s', (value, expected) => {
    expect(isRatingGrade(value)).toBe(expected);
  });

  it.each([
    [null, siteRatingCriteria.length],
    [undefined, siteRatingCriteria.length],
    ['', siteRatingCriteria.length],
    ['42', siteRatingCriteria.length + leadRatingCriteria.length],
    [7, 9],
  ])('lead %j asks %i criteria', (leadId, count) => {
    expect(ratingCriteriaFor(leadId)).toHaveLength(count);
  });

  it('labels every criterion', () => {
    for (const c of [...siteRatingCriteria, ...leadRatingCriteria])
      expect(ratingCriterionLabels[c]).toBeTruthy();
  });
});
