/**
 * The site's texts of the rating form (seed 000 §2 "Rating and feedback"). The seed names the
 * rate-quality button and its rules but not its words; the wording is ours (docs/decisions.md
 * "Ratings"). Criteria and grade texts come from src/domain/ratings, messages from
 * src/validation/rating.
 */
export const ratingSiteTexts = {
  title: 'Оценка качества услуг',
  button: 'Оценить качество услуг',
  intro:
    'Оцените, насколько вы удовлетворены: 1 — абсолютно не удовлетворен, 5 — абсолютно удовлетворен.',
  portal: 'Портал',
  lead: 'Заявка {uid}',
  comment: 'Комментарий',
  submit: 'Отправить оценку',
  cancel: 'Отмена',
  thanks: 'Спасибо! Ваша оценка принята.',
  mine: 'Мои оценки',
  mineEmpty: 'Вы ещё не оставляли оценок',
  average: 'Средняя оценка',
} as const;
