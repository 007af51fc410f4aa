/**
 * The console's texts of the quality-control screens (seed 001 §2 /crm/ratings, /crm/ratings/{id}).
 * The seeds name the fields only; the Russian wording is ours (docs/decisions.md "Ratings").
 * Criteria and grade texts come from src/domain/ratings.
 */
export const ratingTexts = {
  date: 'Дата',
  applicant: 'Заявитель',
  lead: 'Заявка',
  average: 'Средняя оценка',
  leadStatus: 'Статус заявки',
  comment: 'Комментарий',
  search: 'Поиск',
  rating: 'Оценка',
  siteWide: 'Оценка портала',
  grades: 'Оценки',
  email: 'Электронная почта',
  phone: 'Телефон',
  comments: 'Комментарии сотрудников',
  noComments: 'Комментариев пока нет',
  newComment: 'Новый комментарий',
  addComment: 'Добавить комментарий',
  commentAdded: 'Комментарий добавлен',
  export: 'Выгрузить',
  back: 'К списку оценок',
} as const;
