/**
 * /knowledge (seed 000 §2): the question base — its categories as tabs (those that do not fit go
 * under 'Ещё', ./OverflowTabs.tsx) over a search of the questions and answers (the list's `query`
 * parameter, sent 700 ms after the last keystroke, seed 000 §9) and the category's active
 * questions, each opening its answer (sanitized HTML) and its attached files.
 */
import { useGetList } from 'ra-core';
import { useId, useState } from 'react';
import { siteMessages as t } from '../i18n/site';
import { sanitizeHtml } from '../src/validation/html';
import { useEogDataProvider } from '../dataProvider/hooks';
import { useSettledText } from '../src/ui/useSettledText';
import { OverflowTabs } from './OverflowTabs';
import ui from './theme/ui.module.css';

interface Category {
  id: string;
  name: string;
}
interface Question {
  id: string;
  question: string;
  answer: string;
  category_id: string | number | null;
}
interface Attachment {
  id: string;
  original_filename: string;
}

// The server's order (by position, 'asc' alone) and the whole base: it is small.
const all = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

function Answer({ question }: { question: Question }) {
  const dataProvider = useEogDataProvider();
  const attachments = `knowledge/questions/${question.id}/attachments`;
  // A failed list shows no files, as an empty one.
  const { data: files = [] } = useGetList<Attachment>(attachments);
  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(question.answer) }} />
      {files.length > 0 && (
        <ul aria-label={t.attachments}>
          {files.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() =>
                  void dataProvider.download(attachments, { id: f.id }).catch(() => undefined)
                }
              >
                {f.original_filename}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function KnowledgePage() {
  const [category, setCategory] = useState<string>('');
  const [input, setInput, query] = useSettledText();
  const searchId = useId();
  const { data: categories = [] } = useGetList<Category>('knowledge/categories', all);
  const questionList = useGetList<Question>('knowledge/questions', {
    ...all,
    filter: { ...(category ? { category_id: category } : {}), ...(query ? { query } : {}) },
  });
  // A failed list reads as an empty one, as before.
  const questions = questionList.isError ? [] : questionList.data;

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{t.questions}</h1>
      <OverflowTabs
        label={t.knowledgeCategories}
        value={category}
        onChange={setCategory}
        tabs={[
          { value: '', label: t.allCategories },
          ...categories.map((c) => ({ value: c.id, label: c.name })),
        ]}
      >
        <div className={ui.field} role="search">
          <label className={ui.label} htmlFor={searchId}>
            {t.knowledgeSearch}
          </label>
          <input
            id={searchId}
            type="search"
            className={ui.input}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        {questions?.length === 0 && (
          <p className={ui.muted} role="status">
            {query ? t.knowledgeNotFound : t.questionsEmpty}
          </p>
        )}
        <div className={ui.list}>
          {questions?.map((q) => (
            <details key={q.id} className={ui.disclosure}>
              <summary>{q.question}</summary>
              <Answer question={q} />
            </details>
          ))}
        </div>
      </OverflowTabs>
    </section>
  );
}

export default KnowledgePage;
