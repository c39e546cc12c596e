import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { ContactFormCopy } from '@/content/types';
import {
  CAPTCHA_LOAD_TIMEOUT_MS,
  CAPTCHA_WAIT_MS,
  mountWidget,
  type CaptchaSettings,
  type MountedWidget,
} from '@/lib/browser/captcha';
import { CAPTCHA_ATTRIBUTE } from '@/lib/settings/vendors.mjs';

/** What the form asks of the check. */
export interface CaptchaHandle {
  /**
   * The token for one send: at once when the check has passed, else when it does; or why there is
   * none (it failed, or still waits for the visitor after a while), which the field shows too.
   */
  token(): Promise<TokenResult>;
  /** After a send the token is spent: the check runs again. */
  reset(): void;
}

export type TokenResult = { token: string } | { problem: 'failed' | 'unsolved' };

type State = 'idle' | 'loading' | 'ready' | 'solved' | 'waiting' | 'unsolved' | 'failed';

interface CaptchaFieldProps {
  settings: CaptchaSettings;
  copy: ContactFormCopy['captcha'];
  email: string;
  ref: Ref<CaptchaHandle>;
}

// Part of the contact form island: it renders with the form and loads the widget once hydrated.
export function CaptchaField({ settings, copy, email, ref }: CaptchaFieldProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('idle');
  const stateRef = useRef<State>('idle');
  const tokenRef = useRef<string | undefined>(undefined);
  const widgetRef = useRef<MountedWidget | undefined>(undefined);
  // The send waiting for a token, if any.
  const waiterRef = useRef<((result: TokenResult) => void) | undefined>(undefined);

  const show = (next: State) => {
    stateRef.current = next;
    setState(next);
  };
  const settle = (result: TokenResult) => {
    waiterRef.current?.(result);
    waiterRef.current = undefined;
  };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let live = true;
    const fail = () => {
      if (!live) return;
      clearTimeout(timer);
      tokenRef.current = undefined;
      show('failed');
      settle({ problem: 'failed' });
    };
    const timer = setTimeout(fail, CAPTCHA_LOAD_TIMEOUT_MS);
    show('loading');
    mountWidget(settings, container, {
      solved: (token) => {
        if (!live) return;
        clearTimeout(timer);
        tokenRef.current = token;
        show('solved');
        settle({ token });
      },
      failed: fail,
      expired: () => {
        tokenRef.current = undefined;
        if (live && stateRef.current === 'solved') show('ready');
      },
    }).then((widget) => {
      if (!live) return widget.remove();
      clearTimeout(timer);
      widgetRef.current = widget;
      if (stateRef.current === 'loading') show('ready');
    }, fail);
    return () => {
      live = false;
      clearTimeout(timer);
      widgetRef.current?.remove();
      widgetRef.current = undefined;
    };
  }, [settings]);

  useImperativeHandle(
    ref,
    () => ({
      token: () => {
        if (tokenRef.current) return Promise.resolve({ token: tokenRef.current });
        if (stateRef.current === 'failed') return Promise.resolve({ problem: 'failed' });
        show('waiting');
        widgetRef.current?.start?.();
        return new Promise<TokenResult>((resolve) => {
          const timer = setTimeout(() => {
            waiterRef.current = undefined;
            if (stateRef.current === 'waiting') show('unsolved');
            resolve({ problem: 'unsolved' });
          }, CAPTCHA_WAIT_MS);
          waiterRef.current = (result) => {
            clearTimeout(timer);
            resolve(result);
          };
        });
      },
      reset: () => {
        tokenRef.current = undefined;
        if (stateRef.current === 'solved') show('ready');
        widgetRef.current?.reset();
      },
    }),
    [],
  );

  const note = {
    idle: undefined,
    loading: copy.loading,
    ready: undefined,
    solved: undefined,
    waiting: copy.waiting,
    unsolved: copy.unsolved,
    failed: undefined,
  }[state];

  return (
    <div role="group" aria-label={copy.label} className="sm:col-span-2 noscript:hidden">
      {/* The widget's own size, kept before it arrives so nothing below it moves. */}
      <div
        ref={containerRef}
        {...{ [CAPTCHA_ATTRIBUTE]: settings.kind }}
        className="min-h-[65px]"
      />
      <p role="status" className="mt-2 text-small text-ink-700">
        {state === 'failed' ? (
          <>
            {copy.failed.title} {copy.failed.description}{' '}
            <a href={`mailto:${email}`} className="font-semibold underline">
              {email}
            </a>
            .
          </>
        ) : (
          note
        )}
      </p>
    </div>
  );
}
