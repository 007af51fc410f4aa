/**
 * /instructions (seed 000 §2): the instructions the portal shows this visitor — active, for the
 * Portal, and meant for everyone or for the visitor's signed-in state (the server filters) —
 * as cards; clicking a card downloads its file.
 */
import { useGetList } from 'ra-core';
import { useState, type CSSProperties } from 'react';
import { siteMessages as t } from '../i18n/site';
import { formatFileSize } from '../src/format/number';
import { useEogDataProvider } from '../dataProvider/hooks';

interface Instruction {
  id: string;
  name: string;
  file?: { original_filename: string; file_size: number } | null;
}

// The server's order (newest first) and all of them: a visitor sees a handful.
const all = { pagination: { page: 1, perPage: 100 } };

const card: CSSProperties = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: 16,
  marginBottom: 12,
  border: '1px solid #dde3ea',
  borderRadius: 8,
  background: '#fff',
  cursor: 'pointer',
  font: 'inherit',
};

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
    <section>
      <h1>{t.instructions}</h1>
      {error && <p role="alert">{error}</p>}
      {items.length === 0 && <p>{t.instructionsEmpty}</p>}
      {items.map((item) => (
        <button key={item.id} type="button" style={card} onClick={() => download(item)}>
          <strong>{item.name}</strong>
          {item.file && (
            <span style={{ display: 'block', color: '#5b6b7b', marginTop: 4 }}>
              {item.file.original_filename} · {formatFileSize(item.file.file_size)}
            </span>
          )}
        </button>
      ))}
    </section>
  );
}

export default InstructionsPage;
