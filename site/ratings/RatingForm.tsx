/**
 * The rating form (seed 000 §2, §3 Rating): the five site-wide grades always, the lead's four
 * when the lead is finished, 1 to 5 each with the seed's texts, and an optional comment. Every
 * grade is required; the server's field messages show under their fields.
 */
import { useCreate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { errorMessages } from '../../i18n/messages';
import {
  ratingCriteriaFor,
  ratingCriterionLabels,
  ratingGradeLabels,
  ratingGrades,
  siteRatingCriteria,
  type RatingCriterion,
} from '../../src/domain/ratings';
import { pointerToField, type ApiErrorBody } from '../../src/api';
import { interpolate } from '../../src/validation/messages';
import { maxLength } from '../../src/validation/basic';
import { RATING_COMMENT_MAX, validateRatingGrade } from '../../src/validation/rating';
import { isLeadRatable, type SiteLead } from './rateQuality';
import { ratingSiteTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import styles from './Ratings.module.css';

const commentLimit = maxLength(RATING_COMMENT_MAX);

type Errors = Partial<Record<RatingCriterion | 'comment' | 'lead_id' | 'base', string>>;

/** The server's field messages by field (its detail, not the 'Поле «…»' line). */
function serverErrors(error: unknown): Errors {
  const items = ((error as { body?: ApiErrorBody })?.body?.items ?? []) as ApiErrorBody['items'];
  const out: Record<string, string> = {};
  for (const item of items) {
    const field = pointerToField(item.source?.pointer) ?? 'base';
    out[field] ??= item.detail ?? errorMessages.default;
  }
  if (!items.length) out.base = (error as Error)?.message || errorMessages.default;
  return out;
}

function GradeInput({
  criterion,
  value,
  error,
  onChange,
}: {
  criterion: RatingCriterion;
  value: number | undefined;
  error?: string;
  onChange: (grade: number) => void;
}) {
  const errorId = `${criterion}-error`;
  return (
    <fieldset className={ui.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.criterion}>{ratingCriterionLabels[criterion]}</legend>
      <div
        role="radiogroup"
        aria-label={ratingCriterionLabels[criterion]}
        className={styles.grades}
      >
        {ratingGrades.map((g) => (
          <label key={g} title={ratingGradeLabels[g]} className={styles.grade}>
            <input
              type="radio"
              name={criterion}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
              aria-label={`${g} — ${ratingGradeLabels[g]}`}
            />{' '}
            {g}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RatingForm({
  lead,
  onDone,
  onCancel,
}: {
  lead: SiteLead | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const bound = isLeadRatable(lead);
  const criteria = ratingCriteriaFor(bound ? lead.id : null);
  const [grades, setGrades] = useState<Partial<Record<RatingCriterion, number>>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // POST /v1/ratings, type rating; ra-core then reads the cached lists of ratings again.
  const [create, { isPending }] = useCreate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const c of criteria) {
      const error = validateRatingGrade(grades[c]);
      if (error) found[c] = error;
    }
    const tooLong = commentLimit(comment);
    if (tooLong) found.comment = tooLong;
    setErrors(found);
    if (Object.keys(found).length) return;
    create(
      'ratings',
      {
        data: {
          ...Object.fromEntries(criteria.map((c) => [c, grades[c]])),
          ...(comment.trim() ? { comment: comment.trim() } : {}),
          ...(bound ? { lead_id: lead.id } : {}),
        },
      },
      { onSuccess: onDone, onError: (e) => setErrors(serverErrors(e)) },
    );
  };

  const grade = (c: RatingCriterion) => (
    <GradeInput
      key={c}
      criterion={c}
      value={grades[c]}
      error={errors[c]}
      onChange={(g) => setGrades((prev) => ({ ...prev, [c]: g }))}
    />
  );
  const leadCriteria = criteria.filter(
    (c) => !(siteRatingCriteria as readonly string[]).includes(c),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} className={styles.form}>
      <p className={ui.text}>{t.intro}</p>
      {(errors.base || errors.lead_id) && (
        <p role="alert" className={ui.alert}>
          {errors.lead_id ?? errors.base}
        </p>
      )}
      {bound && (
        <section className={ui.stack}>
          <h2 className={styles.group}>{interpolate(t.lead, { uid: lead.uid ?? lead.id })}</h2>
          {leadCriteria.map(grade)}
        </section>
      )}
      <section className={ui.stack}>
        <h2 className={styles.group}>{t.portal}</h2>
        {siteRatingCriteria.map(grade)}
      </section>
      <label className={ui.field}>
        <span className={ui.label}>{t.comment}</span>
        <textarea
          className={ui.textarea}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={4}
        />
      </label>
      {errors.comment && <p className={ui.error}>{errors.comment}</p>}
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={isPending}>
          {t.submit}
        </button>
        <button type="button" className={ui.buttonSecondary} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
