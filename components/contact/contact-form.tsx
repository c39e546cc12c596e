'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
} from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import type { contactCopy } from '@/content/contact';
import type { ToastCopy } from '@/content/types';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/browser/analytics';
import { cn } from '@/lib/shared/cn';
import type { Captcha } from '@/lib/settings/env.mjs';
import { NATIVE_POST_ATTRIBUTE, QUEUED_ATTRIBUTE } from '@/lib/browser/contact-guard';
import {
  EMAIL_PATTERN,
  EMPTY_MESSAGE,
  NETLIFY_FORM_NAME,
  VISIBLE_TEXT_PATTERN,
  clearDraft,
  createSender,
  isBlank,
  isBot,
  isValidEmail,
  loadDraft,
  markInterrupted,
  saveDraft,
  toMessage,
  wasInterrupted,
  type ContactBackend,
  type ContactMessage,
} from '@/lib/browser/contact';
import { captchaField } from '@/lib/settings/vendors.mjs';

interface ContactFormProps {
  copy: typeof contactCopy.form;
  email: string;
  backend: ContactBackend;
  /** The honeypot field's name, as the form service expects it. */
  honeypot: string;
  /** The spam check beside the honeypot, if the build has one. */
  captcha: Captcha;
  /**
   * The inline script that takes typing and a submit before hydration
   * (lib/browser/inline-scripts/contact-guard.mjs).
   */
  guard: string;
  /** The page's direction (<html dir>): the toasts come from its end corner and read its way. */
  dir: 'ltr' | 'rtl';
}

// The scroll margin keeps a field's label clear of the fixed header when validation focuses it.
// Read-only while sending, which the form shows with aria-busy.
const fieldClass =
  'mt-2 block w-full scroll-mt-10 rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-body text-ink-900 shadow-sm placeholder:text-ink-500 group-aria-busy:bg-ink-50 hover:border-ink-400 aria-invalid:border-danger-600';

// An address or a number is typed left to right on every page; on a right-to-left page it still
// lines up with the other fields, at their start.
const leftToRightFieldClass = cn(fieldClass, 'rtl:text-right');

const subscribeNothing = () => () => {};
// One id, so a retry replaces the failure toast instead of stacking another.
const FAILURE_TOAST_ID = 'contact-failure';

function failureToast({ title, description }: ToastCopy, email: string) {
  toast.error(title, {
    id: FAILURE_TOAST_ID,
    // It carries the way out (the address), so it waits for the visitor to close it.
    duration: Infinity,
    description: (
      <>
        {description}{' '}
        <a href={`mailto:${email}`} className="font-semibold underline">
          {email}
        </a>
        .
      </>
    ),
  });
}

/** In the form's order, as a visitor reads it. */
function focusFirstInvalid(form: HTMLFormElement | null, invalid: FieldErrors<ContactMessage>) {
  const first = Array.from(form?.elements ?? []).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && 'name' in element && String(element.name) in invalid,
  );
  first?.focus();
}

export function ContactForm({
  copy,
  email,
  backend,
  honeypot,
  captcha,
  guard,
  dir,
}: ContactFormProps) {
  const id = useId();
  const { fields, errors: messages } = copy;
  // Native validation stays on until hydration, so the form still checks itself without JavaScript.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // Without JavaScript the browser posts the form itself, form-encoded: only these backends take it.
  const posts = backend.kind === 'form' || backend.kind === 'netlify';
  const send = useMemo(() => createSender({ backend }), [backend]);
  const simulate = useMemo(() => createSender(), []);
  // A ref, not state: it is taken before validation, and a second click can arrive before React
  // re-renders the disabled button.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Outside react-hook-form: its field name is the service's, which the library would not know.
  const trapRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    getValues,
    formState: { errors },
    // No default values: each field registers with what the visitor typed before hydration.
    // The form focuses the first invalid field itself, once: the library focuses again after a
    // timer, which a busy phone runs after the visitor's first keystrokes, and a field those made
    // valid sent the rest of the typing into the next invalid one.
  } = useForm<ContactMessage>({ shouldFocusError: false });

  useEffect(() => {
    // Typed on this page before hydration wins; a field still empty takes the saved draft.
    const typed = getValues();
    const draft = loadDraft(copy.subjects);
    const restored = Object.fromEntries(
      Object.keys(EMPTY_MESSAGE).map((key) => {
        const name = key as keyof ContactMessage;
        return [name, typed[name] || draft?.[name] || ''];
      }),
    ) as unknown as ContactMessage;
    if (
      Object.entries(restored).some(
        ([name, value]) => typed[name as keyof ContactMessage] !== value,
      )
    ) {
      reset(restored, { keepDefaultValues: true });
    }
    // The draft is the message that was on its way: sending it again is the visitor's call.
    if (wasInterrupted()) failureToast(copy.interrupted, email);
    // Leaving cancels the request, whether or not it arrived; beforeunload comes before that.
    const leave = () => {
      if (sendingRef.current) markInterrupted();
    };
    addEventListener('beforeunload', leave);
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(toMessage(values)),
    });
    return () => {
      removeEventListener('beforeunload', leave);
      unsubscribe();
    };
  }, [reset, subscribe, getValues, copy.subjects, copy.interrupted, email]);

  // A submit made before hydration (lib/browser/inline-scripts/contact-guard.mjs) goes now, through
  // the same path.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form?.hasAttribute(QUEUED_ATTRIBUTE)) return;
    form.removeAttribute(QUEUED_ATTRIBUTE);
    form.requestSubmit();
  }, [hydrated]);

  // Disabling the button drops its focus to <body>; the form holds it until the button is back.
  useEffect(() => {
    if (!sending && document.activeElement === formRef.current) submitRef.current?.focus();
  }, [sending]);

  const onValid = async (values: ContactMessage) => {
    const form = formRef.current;
    const active = document.activeElement;
    if (form && (active === submitRef.current || !form.contains(active))) {
      form.focus({ preventScroll: true });
    }
    setSending(true);
    // A filled honeypot means a bot: it sees the usual success while nothing leaves the page.
    const bot = isBot(trapRef.current);
    // The check's token travels with the message, in the field its verifier reads.
    const tokenField = captchaField(captcha.kind);
    const check = tokenField && !bot ? await captchaRef.current?.token() : undefined;
    if (check && 'problem' in check) {
      sendingRef.current = false;
      setSending(false);
      if (check.problem === 'failed') failureToast(copy.captcha.failed, email);
      else toast.error(copy.captcha.unsolved, { id: FAILURE_TOAST_ID });
      return;
    }
    const extra: [string, string][] = tokenField && check ? [[tokenField, check.token]] : [];
    const result = await (bot ? simulate : send)(toMessage(values), extra);
    // A token is good for one send, whatever its answer.
    if (extra.length > 0) captchaRef.current?.reset();
    // A request cut short by leaving fails like a network error: only an answer settles the mark.
    if (result.ok || result.reason !== 'network') markInterrupted(false);
    sendingRef.current = false;
    setSending(false);
    if (result.ok) {
      reset(EMPTY_MESSAGE);
      clearDraft();
      toast.dismiss(FAILURE_TOAST_ID);
      toast.success(copy.success.title, { description: copy.success.description });
      if (!bot) trackEvent(ANALYTICS_EVENTS.contactSent, { subject: values.subject });
    } else {
      failureToast(result.reason === 'http' ? copy.failure : copy.unconfirmed, email);
    }
  };

  const describe = (name: keyof typeof fields, error: FieldError | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-${name}-error` : undefined,
    // Nothing typed while sending could survive the reset that follows success.
    readOnly: sending && name !== 'subject',
  });

  const errorText = (name: keyof typeof fields, error: FieldError | undefined) =>
    error?.message ? (
      <p id={`${id}-${name}-error`} className="mt-2 text-small text-danger-700">
        {error.message}
      </p>
    ) : null;

  // A select cannot be read-only: while sending, a change is undone. Registered where it stands,
  // so the first invalid field in the form is the one focused.
  const readOnlyWhileSending = (field: UseFormRegisterReturn<'subject'>) => ({
    ...field,
    onChange: async (event: ChangeEvent<HTMLSelectElement>) => {
      if (sendingRef.current) event.target.value = getValues('subject');
      else await field.onChange(event);
    },
  });

  const label = (name: keyof typeof fields, optional = false) => (
    <label htmlFor={`${id}-${name}`} className="block text-small font-semibold text-ink-900">
      {fields[name].label}
      {optional && <span className="ms-1 font-normal text-ink-600">{copy.optional}</span>}
    </label>
  );

  return (
    <>
      {/* Posted by the browser itself, the form carries no token: the service decides. */}
      {posts && captcha.kind !== 'none' && (
        <noscript>
          <p className="mb-8 rounded-lg border border-ink-300 bg-ink-50 p-4 text-body text-ink-900">
            {copy.captcha.noScript}{' '}
            <a href={`mailto:${email}`} className="font-semibold underline">
              {email}
            </a>
            .
          </p>
        </noscript>
      )}
      {!posts && (
        <noscript>
          <p className="mb-8 rounded-lg border border-ink-300 bg-ink-50 p-4 text-body text-ink-900">
            {copy.noScript}{' '}
            <a href={`mailto:${email}`} className="font-semibold underline">
              {email}
            </a>
            .
          </p>
        </noscript>
      )}
      <form
        ref={formRef}
        aria-label={copy.heading}
        aria-busy={sending || undefined}
        // Holds focus while the button is disabled, never by Tab.
        tabIndex={-1}
        method="post"
        // Without JavaScript: the service's address ('form'), or the page itself (Netlify).
        action={backend.kind === 'form' ? backend.endpoint : undefined}
        {...(posts && { [NATIVE_POST_ATTRIBUTE]: '' })}
        noValidate={hydrated}
        // The guard may have marked a submit as waiting for hydration.
        suppressHydrationWarning
        onSubmit={(event) => {
          if (sendingRef.current) {
            event.preventDefault();
            return;
          }
          // Taken before validation, so no click or Enter during it can send a second time.
          sendingRef.current = true;
          void handleSubmit(onValid, (invalid) => {
            sendingRef.current = false;
            focusFirstInvalid(formRef.current, invalid);
          })(event);
        }}
        className="group outline-offset-4"
        {...(backend.kind === 'netlify' && {
          name: NETLIFY_FORM_NAME,
          'data-netlify': 'true',
          'netlify-honeypot': honeypot,
        })}
      >
        {/* A form that cannot be sent without JavaScript cannot be filled in without it either. */}
        <fieldset
          // Disabled in the HTML for visitors without JavaScript; the guard enables it for the rest.
          disabled={!posts && !hydrated}
          suppressHydrationWarning
          className="relative grid min-w-0 gap-6 sm:grid-cols-2 noscript:disabled:opacity-60"
        >
          <legend className="sr-only">{copy.legend}</legend>
          {backend.kind === 'netlify' && (
            <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />
          )}
          <div>
            {label('name')}
            <input
              type="text"
              required
              // Native validation rejects a name of spaces or invisible characters too.
              pattern={VISIBLE_TEXT_PATTERN}
              title={messages.nameRequired}
              autoComplete="name"
              placeholder={fields.name.placeholder}
              className={fieldClass}
              {...describe('name', errors.name)}
              {...register('name', { validate: (v) => !isBlank(v) || messages.nameRequired })}
            />
            {errorText('name', errors.name)}
          </div>
          <div>
            {label('email')}
            <input
              type="email"
              required
              pattern={EMAIL_PATTERN}
              title={messages.emailInvalid}
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              placeholder={fields.email.placeholder}
              className={leftToRightFieldClass}
              {...describe('email', errors.email)}
              {...register('email', {
                validate: (v) =>
                  isBlank(v) ? messages.emailRequired : isValidEmail(v) || messages.emailInvalid,
              })}
            />
            {errorText('email', errors.email)}
          </div>
          <div>
            {label('phone', true)}
            <input
              type="tel"
              autoComplete="tel"
              dir="ltr"
              placeholder={fields.phone.placeholder}
              className={leftToRightFieldClass}
              {...describe('phone', errors.phone)}
              {...register('phone')}
            />
          </div>
          <div>
            {label('subject')}
            {/* Without its native look, which WebKit draws as a grey button, the select looks like
                the other fields in every engine; the chevron says it opens a list. */}
            <div className="relative">
              <select
                required
                className={cn(fieldClass, 'h-12 appearance-none pe-10')}
                {...describe('subject', errors.subject)}
                {...readOnlyWhileSending(
                  register('subject', { required: messages.subjectRequired }),
                )}
              >
                <option value="">{fields.subject.placeholder}</option>
                {copy.subjects.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronDownIcon className="pointer-events-none absolute end-3 bottom-3.5 size-5 text-ink-600" />
            </div>
            {errorText('subject', errors.subject)}
          </div>
          <div className="sm:col-span-2">
            {label('message')}
            <textarea
              required
              rows={6}
              placeholder={fields.message.placeholder}
              className={cn(fieldClass, 'min-h-[150px] resize-y')}
              {...describe('message', errors.message)}
              {...register('message', {
                validate: (v) => !isBlank(v) || messages.messageRequired,
              })}
            />
            {errorText('message', errors.message)}
          </div>
          <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
            <label htmlFor={`${id}-honeypot`}>{copy.honeypotLabel}</label>
            <input
              id={`${id}-honeypot`}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              name={honeypot}
              ref={trapRef}
            />
          </div>
          {posts &&
            backend.hiddenFields?.map(([name, value], index) => (
              <input key={index} type="hidden" name={name} value={value} />
            ))}
          {captcha.kind !== 'none' && (
            <CaptchaField settings={captcha} copy={copy.captcha} email={email} ref={captchaRef} />
          )}
          <div className="sm:col-span-2">
            {!posts && (
              // Shown by app/globals.css from the page's state (lib/browser/page-state.mjs) until
              // hydration.
              <div role="status">
                {(['queued', 'late', 'failed'] as const).map((note) => (
                  <p
                    key={note}
                    hidden
                    data-form-note={note}
                    className="mb-6 rounded-lg border border-ink-300 bg-ink-50 p-4 text-body text-ink-900"
                  >
                    {copy.notReady[note]}
                    {note !== 'queued' && (
                      <>
                        {' '}
                        <a href={`mailto:${email}`} className="font-semibold underline">
                          {email}
                        </a>
                        .
                      </>
                    )}
                  </p>
                ))}
              </div>
            )}
            <Button
              ref={submitRef}
              type="submit"
              size="lg"
              disabled={sending}
              className="w-full sm:w-auto"
            >
              {sending ? copy.sending : copy.submit}
            </Button>
          </div>
        </fieldset>
      </form>
      {/* In the HTML only: hydration removes it, and a client-side navigation never renders it. */}
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: guard }} />}
      <Toaster
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        dir={dir}
        richColors
        closeButton
      />
    </>
  );
}
