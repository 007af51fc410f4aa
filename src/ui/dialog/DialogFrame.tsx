/**
 * The one dialog frame of the site and the console (issue 15): a portal to document.body with
 * a title, a body and actions; 790 px for forms, narrow for confirmations. It takes the focus
 * on open and gives it back to the opener on close, keeps Tab inside itself (on its own
 * keydown only: a MUI menu or picker opened from inside lives in its own portal and keeps its
 * focus), closes on Escape unless busy, and on a backdrop click only when asked.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './DialogFrame.module.css';
import { focusableIn, trapTab } from './focus';

export type DialogSize = 'form' | 'confirm';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop (with `closeOnBackdrop`) and the caller's own cancel button. */
  onClose: () => void;
  /** 'form': up to 790 px (the default); 'confirm': a narrow question. */
  size?: DialogSize;
  /** A call is running: Escape and the backdrop leave the dialog open. */
  busy?: boolean;
  closeOnBackdrop?: boolean;
  /** The buttons, in the order they read. */
  actions?: ReactNode;
  children?: ReactNode;
  /** With it, the body and the actions are one <form> named by the title: Enter submits. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Focused on open; else the first field or button of the body, then of the actions. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the text that describes the dialog. */
  describedBy?: string;
  /** An extra class on the panel: an area's own look. */
  className?: string;
}

/** Moves the focus in on open and back to the opener when the dialog closes or unmounts. */
function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const frame = panel.current;
    if (!open || !frame) return undefined;
    const opener = document.activeElement;
    const target = initialFocus?.current ?? focusableIn(frame)[0] ?? frame;
    target.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Once per opening: `initialFocus` and the panel are refs, read when the dialog opens.
  }, [open, panel, initialFocus]);
}

export function DialogFrame({
  open,
  title,
  onClose,
  size = 'form',
  busy = false,
  closeOnBackdrop = false,
  actions,
  children,
  onSubmit,
  initialFocus,
  describedBy,
  className,
}: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // A click that starts inside and ends on the backdrop (selecting text) must not close.
  const pressedBackdrop = useRef(false);
  useDialogFocus(open, panel, initialFocus);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const frame = panel.current;
    // Keys from another portal (a MUI menu opened in here) bubble through React: not ours.
    if (!frame || !frame.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      // A field inside that used Escape itself (closing its own popup) keeps the dialog open.
      if (event.defaultPrevented) return;
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (trapTab(event, frame)) event.stopPropagation();
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
    // The focus stays inside the dialog instead of falling to the page's body.
    if (pressedBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const outside = pressedBackdrop.current && event.target === event.currentTarget;
    pressedBackdrop.current = false;
    if (outside && closeOnBackdrop && !busy) onClose();
  };

  const parts = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {onSubmit ? (
          <form className={styles.content} aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
            {parts}
          </form>
        ) : (
          parts
        )}
      </div>
    </div>,
    document.body,
  );
}

/** The frame's button look, for areas without their own buttons (the site). */
export const dialogButtonClass = styles.button;
export const dialogPrimaryButtonClass = [styles.button, styles.primary].join(' ');
export const dialogErrorClass = styles.error;
