/**
 * /storybook (seed 000 §2; issue 17 "a living gallery of the site's tokens and components,
 * built from the same components"): the colour tokens with their contrast against the page
 * background, read from the live document (so the low-vision mode shows its own), the type
 * scale, the spacing steps, and the site's primitives and shared pieces — buttons, fields,
 * cards, table, notice, the dialog frame and the upload widget — rendered from the same CSS
 * modules and components the pages use. Not a Storybook install.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { formatMessages } from '../../src/format/messages';
import { DialogFrame, dialogButtonClass, dialogPrimaryButtonClass } from '../../src/ui/dialog';
import { FileUpload } from '../../src/ui/upload';
import { Field, SelectField } from '../Field';
import { Table } from '../Table';
import ui from '../theme/ui.module.css';
import { contrastRatio, wcagLevel } from './contrast';
import { HotlineButton } from './hotline/HotlineButton';
import styles from './info.module.css';
import { infoTexts as t } from './texts';

/** The colour tokens of site/theme/tokens.css. */
export const colourTokens = [
  ['primary', 'Основной: ссылки, кнопки'],
  ['primary-hover', 'Основной при наведении'],
  ['primary-soft', 'Мягкий фон основного'],
  ['on-primary', 'Текст на основном'],
  ['accent', 'Акцент: только декор'],
  ['text', 'Текст'],
  ['text-muted', 'Второстепенный текст'],
  ['bg', 'Фон страницы'],
  ['bg-alt', 'Фон панелей'],
  ['border', 'Границы'],
  ['danger', 'Ошибки'],
  ['danger-soft', 'Фон ошибки'],
  ['success', 'Успех'],
  ['success-soft', 'Фон успеха'],
  ['warning-soft', 'Фон уведомления'],
  ['focus', 'Рамка фокуса'],
] as const;

const typeScale = [
  ['h1', 'Заголовок страницы'],
  ['h2', 'Заголовок раздела'],
  ['h3', 'Заголовок карточки'],
  ['lead', 'Вводный текст'],
  ['body', 'Основной текст'],
  ['small', 'Подписи и примечания'],
] as const;

const spaces = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The live value of a custom property on the document ('' where none is set). */
function useTokenValues(names: readonly string[]): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  const key = names.join(',');
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(Object.fromEntries(names.map((n) => [n, style.getPropertyValue(n).trim()])));
    };
    read();
    // The low-vision switch changes the tokens through an attribute on <html>.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
    // `key` stands for `names`, a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return values;
}

function ratioText(ratio: number | null): string {
  if (ratio === null) return formatMessages.dash;
  const level = wcagLevel(ratio);
  const value = `${ratio.toFixed(1).replace('.', ',')}:1`;
  return level ? `${value} · ${level}` : value;
}

function Colours() {
  const names = colourTokens.map(([n]) => `--c-${n}`);
  const values = useTokenValues(names);
  const bg = values['--c-bg'] ?? '';
  return (
    <ul className={styles.swatches} aria-label={t.colours}>
      {colourTokens.map(([name, role]) => {
        const value = values[`--c-${name}`] ?? '';
        return (
          <li key={name} className={styles.swatch} data-token={`--c-${name}`}>
            <span
              className={styles.chip}
              style={{ background: `var(--c-${name})` }}
              aria-hidden="true"
            />
            <span className={styles.code}>--c-{name}</span>
            <span>{role}</span>
            <span className={`${styles.code} ${ui.muted}`}>{value || formatMessages.dash}</span>
            <span>
              {t.contrast}: {ratioText(value && bg ? contrastRatio(value, bg) : null)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={ui.stack} aria-labelledby={id}>
      <h2 id={id} className={ui.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fields() {
  return (
    <div className={styles.filters}>
      <Field label={t.sampleField} hint={t.sampleFieldHint}>
        {(control) => <input {...control} className={ui.input} />}
      </Field>
      <Field label={t.sampleField} error={t.sampleError}>
        {(control) => <input {...control} className={ui.input} />}
      </Field>
      <SelectField
        label={t.sampleSelect}
        defaultValue=""
        empty={formatMessages.nothingSelected}
        options={[
          { value: 'individual_person', title: 'Физическое лицо' },
          { value: 'legal_entity', title: 'Юридическое лицо' },
        ]}
      />
    </div>
  );
}

function DialogSample() {
  const [open, setOpen] = useState(false);
  return (
    <div className={ui.row}>
      <button type="button" className={ui.buttonSecondary} onClick={() => setOpen(true)}>
        {t.openDialog}
      </button>
      <HotlineButton />
      <DialogFrame
        open={open}
        title={t.sampleDialogTitle}
        onClose={() => setOpen(false)}
        size="confirm"
        actions={
          <>
            <button type="button" className={dialogButtonClass} onClick={() => setOpen(false)}>
              {t.close}
            </button>
            <button
              type="button"
              className={dialogPrimaryButtonClass}
              onClick={() => setOpen(false)}
            >
              {t.understood}
            </button>
          </>
        }
      >
        <p>{t.sampleDialogText}</p>
      </DialogFrame>
    </div>
  );
}

function StorybookPage() {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div className={ui.page}>
      <h1 className={ui.title}>{t.storybook}</h1>
      <p className={ui.intro}>{t.storybookIntro}</p>

      <Section id="sb-colours" title={t.colours}>
        <Colours />
      </Section>

      <Section id="sb-type" title={t.typeScale}>
        <ul className={`${ui.stack} ${styles.plainList}`} aria-label={t.typeScale}>
          {typeScale.map(([name, role]) => (
            <li key={name}>
              <p className={styles.specimen} style={{ fontSize: `var(--fs-${name})` }}>
                {role}
              </p>
              <span className={`${styles.code} ${ui.muted}`}>--fs-{name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sb-space" title={t.spacing}>
        <ul className={`${ui.stack} ${styles.plainList}`} aria-label={t.spacing}>
          {spaces.map((n) => (
            <li key={n} className={ui.row}>
              <span
                className={styles.spaceBar}
                style={{ width: `var(--space-${n})` }}
                aria-hidden="true"
              />
              <span className={styles.code}>--space-{n}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sb-buttons" title={t.buttons}>
        <div className={ui.row}>
          <button type="button" className={ui.button}>
            {t.primary}
          </button>
          <button type="button" className={ui.buttonSecondary}>
            {t.secondary}
          </button>
          <button type="button" className={ui.button} disabled>
            {t.disabled}
          </button>
        </div>
      </Section>

      <Section id="sb-fields" title={t.fields}>
        <Fields />
      </Section>

      <Section id="sb-cards" title={t.cards}>
        <div className={ui.grid}>
          <article className={ui.card}>
            <h3 className={styles.cardTitle}>{t.sampleCard}</h3>
            <p className={styles.flat}>{t.sampleCardText}</p>
          </article>
          <div className={ui.panel}>
            <p className={styles.flat}>{t.sampleCardText}</p>
          </div>
        </div>
      </Section>

      <Section id="sb-table" title={t.table}>
        <Table columns={[t.region, t.organization, t.phone]} caption={t.table}>
          <tr>
            <td>Псковская область</td>
            <td>АО «Газпром газораспределение Псков»</td>
            <td>+7 (811) 200-00-00</td>
          </tr>
          <tr>
            <td>Московская область</td>
            <td>АО «Мособлгаз»</td>
            <td>+7 (495) 720-00-00</td>
          </tr>
        </Table>
      </Section>

      <Section id="sb-notice" title={t.notice}>
        <p className={ui.notice}>{t.sampleNotice}</p>
      </Section>

      <Section id="sb-dialog" title={t.dialog}>
        <DialogSample />
      </Section>

      <Section id="sb-upload" title={t.upload}>
        <FileUpload
          label={t.sampleUpload}
          multiple
          onPicked={(files) => setPicked((list) => [...list, ...files.map((f) => f.name)])}
        />
        {picked.length ? (
          <ul className={styles.list} aria-label={t.sampleUpload}>
            {picked.map((name, i) => (
              <li key={`${name}-${i}`}>{name}</li>
            ))}
          </ul>
        ) : null}
      </Section>
    </div>
  );
}

export default StorybookPage;
