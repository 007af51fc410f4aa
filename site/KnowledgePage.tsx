/**
 * /knowledge (seed 000 §2): the question base — categories to pick from and the active
 * questions, each opening its answer (sanitized HTML) and its attached files.
 */
import { useEffect, useState } from 'react';
import { siteMessages as t } from '../i18n/site';
import { sanitizeHtml } from '../src/validation/html';
import { dataProvider, httpClient } from './providers';

interface Category {
  id: string;
  attributes: { name: string };
}
interface Question {
  id: string;
  attributes: { question: string; answer: string; category_id: string | number | null };
}
interface Attachment {
  id: string;
  attributes: { original_filename: string };
}

function Answer({ question }: { question: Question }) {
  const [files, setFiles] = useState<Attachment[]>([]);
  useEffect(() => {
    httpClient<{ data: Attachment[] }>(`/v1/knowledge/questions/${question.id}/attachments`)
      .then(({ json }) => setFiles(json?.data ?? []))
      .catch(() => setFiles([]));
  }, [question.id]);
  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(question.attributes.answer) }} />
      {files.length > 0 && (
        <ul aria-label={t.attachments}>
          {files.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() =>
                  void dataProvider
                    .download(`/v1/knowledge/questions/${question.id}/attachments/${f.id}`)
                    .catch(() => undefined)
                }
              >
                {f.attributes.original_filename}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function KnowledgePage() {
  const [categories, setCategories] = useState<Category[]>([]);
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [category, setCategory] = useState<string>('');

  useEffect(() => {
    httpClient<{ data: Category[] }>('/v1/knowledge/categories', { query: { per: 100 } })
      .then(({ json }) => setCategories(json?.data ?? []))
      .catch(() => setCategories([]));
  }, []);
  useEffect(() => {
    httpClient<{ data: Question[] }>('/v1/knowledge/questions', {
      query: { per: 100, category_id: category || undefined },
    })
      .then(({ json }) => setQuestions(json?.data ?? []))
      .catch(() => setQuestions([]));
  }, [category]);

  return (
    <section>
      <h1>{t.questions}</h1>
      <nav style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        <button type="button" aria-pressed={category === ''} onClick={() => setCategory('')}>
          {t.allCategories}
        </button>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
          >
            {c.attributes.name}
          </button>
        ))}
      </nav>
      {questions?.length === 0 && <p>{t.questionsEmpty}</p>}
      {questions?.map((q) => (
        <details key={q.id} style={{ marginBottom: 12 }}>
          <summary>{q.attributes.question}</summary>
          <Answer question={q} />
        </details>
      ))}
    </section>
  );
}

export default KnowledgePage;
