/**
 * reCAPTCHA v2 (seed 000 §5 "Captcha: reCAPTCHA v2, language ru") on the registration form,
 * shown only when the build has a site key (VITE_RECAPTCHA_SITE_KEY; the server checks the
 * answer when it has RECAPTCHA_SECRET_KEY, server/http/recaptcha.ts). Google's script is loaded
 * on first use; the answer (`g-recaptcha-response`) goes up through `onToken`, '' when it expires.
 */
import { useEffect, useRef } from 'react';
import ui from '../theme/ui.module.css';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      hl: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ): number;
}

type WithCaptcha = Window & { grecaptcha?: Grecaptcha };

/** The build's site key, '' when the widget is off (read at call time: tests stub the env). */
export function recaptchaSiteKey(): string {
  return (import.meta.env as Record<string, string | undefined>).VITE_RECAPTCHA_SITE_KEY ?? '';
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  const w = window as WithCaptcha;
  if (w.grecaptcha) return Promise.resolve(w.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?hl=ru&render=explicit';
    script.async = true;
    script.onload = () => {
      const g = (window as WithCaptcha).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function Recaptcha({
  siteKey,
  onToken,
  error,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  error?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    let alive = true;
    const element = box.current;
    loadRecaptcha()
      .then((g) => {
        // StrictMode mounts twice: render into the box once.
        if (!alive || !element || element.childElementCount) return;
        g.render(element, {
          sitekey: siteKey,
          hl: 'ru',
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(''),
        });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [siteKey]);

  return (
    <div className={ui.field}>
      <div ref={box} data-testid="recaptcha" />
      {error && (
        <span id="recaptcha-message" role="alert" className={ui.error}>
          {error}
        </span>
      )}
    </div>
  );
}
