/**
 * /instructions (seed 000 §2): the instructions the portal shows this visitor — active, for the
 * Portal, and meant for everyone or for the visitor's signed-in state (the server filters) —
 * as cards; clicking a card downloads its file.
 */
import { useGetList } from 'ra-core';
import { useState } from 'react';
import { siteMessages as t } from '../i18n/site';
import { formatFileSize } from '../src/format/number';
import { useEogDataProvider } from '../dataProvider/hooks';
import ui from './theme/ui.module.css';

interface Instruction {
  id: string;
  name: string;
  file?: { original_filename: string; file_size: number } | null;
}

// The server's order (newest first) and all of them: a visitor sees a handful.
const all = { pagination: { page: 1, perPage: 100 } };

function InstructionsPage() {
  const dataProvider = useEogDataProvider();
  const list = useGetList<Instruction>('instructions', all);
  const [error, setError] = useState<string | null>(null);

  const download = (item: Instruction) => {
    setError(null);
    dataProvider.download('instructions', { id: item.id }).catch(() => setError(t.downloadFailed));
  };

  if (list.isPending) return null;
  // A failed list reads as an empty one, as before.
  const items = list.data ?? [];
  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{t.instructions}</h1>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      {items.length === 0 && <p className={ui.muted}>{t.instructionsEmpty}</p>}
      <div className={ui.grid}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={ui.cardButton}
            onClick={() => download(item)}
          >
            <strong>{item.name}</strong>
            {item.file && (
              <span className={ui.hint}>
                {item.file.original_filename} · {formatFileSize(item.file.file_size)}
              </span>
            )}
          </button>
        ))}
      </div>
    </section>
  );
}

export default InstructionsPage;
