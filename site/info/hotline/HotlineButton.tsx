/**
 * The opener of the hotline modal for the site's frame (header, footer) and pages: a button
 * that loads the modal's code on first press, so the frame carries a few hundred bytes, not
 * the autocomplete and its queries. `className` lets the frame give it its own look; the
 * default is the secondary button of site/theme/ui.module.css.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import ui from '../../theme/ui.module.css';
import { infoTexts as t } from '../texts';

const HotlineDialog = lazy(() => import('./HotlineDialog'));

export function HotlineButton({
  className = ui.buttonSecondary,
  children = t.hotline,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {/* Unmounted on close: the next opening starts afresh. */}
      {open ? (
        <Suspense fallback={null}>
          <HotlineDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
