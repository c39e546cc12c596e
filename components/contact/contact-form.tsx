'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { contactCopy } from '@/content/contact';
import { cn } from '@/lib/cn';
import {
  EMPTY_FORM_VALUES,
  HONEYPOT_FIELD,
  clearDraft,
  createSender,
  isBlank,
  isBot,
  isValidEmail,
  loadDraft,
  saveDraft,
  toMessage,
  type ContactFormValues,
} from '@/lib/contact';

interface ContactFormProps {
  copy: typeof contactCopy.form;
  email: string;
  endpoint?: string;
}

// The scroll margin keeps a field's label clear of the fixed header when validation focuses it.
const fieldClass =
  'mt-2 block w-full scroll-mt-10 rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-body text-ink-900 shadow-sm placeholder:text-ink-500 hover:border-ink-400 aria-invalid:border-danger-600';

const subscribeNothing = () => () => {};
// One id, so a retry replaces the failure toast instead of stacking another.
const FAILURE_TOAST_ID = 'contact-failure';

export function ContactForm({ copy, email, endpoint }: ContactFormProps) {
  const id = useId();
  const { fields, errors: messages } = copy;
  // Native validation stays on until hydration, so the form still checks itself without JavaScript.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const send = useMemo(() => createSender({ endpoint }), [endpoint]);
  const simulate = useMemo(() => createSender(), []);
  // A ref, not state: a second click can arrive before React re-renders the disabled button.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);

  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors },
  } = useForm<ContactFormValues>({ defaultValues: EMPTY_FORM_VALUES });

  useEffect(() => {
    const draft = loadDraft(copy.subjects);
    if (draft) reset({ ...EMPTY_FORM_VALUES, ...draft }, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(toMessage(values)),
    });
  }, [reset, subscribe, copy.subjects]);

  const onValid = async (values: ContactFormValues) => {
    sendingRef.current = true;
    setSending(true);
    // A filled honeypot means a bot: it sees the usual success while nothing leaves the page.
    const result = await (isBot(values) ? simulate : send)(toMessage(values));
    sendingRef.current = false;
    setSending(false);
    if (result.ok) {
      reset(EMPTY_FORM_VALUES);
      clearDraft();
      toast.dismiss(FAILURE_TOAST_ID);
      toast.success(copy.success.title, { description: copy.success.description });
    } else {
      toast.error(copy.failure.title, {
        id: FAILURE_TOAST_ID,
        // It carries the way out (the address), so it waits for the visitor to close it.
        duration: Infinity,
        description: (
          <>
            {copy.failure.description}{' '}
            <a href={`mailto:${email}`} className="font-semibold underline">
              {email}
            </a>
            .
          </>
        ),
      });
    }
  };

  const describe = (name: keyof typeof fields, error: FieldError | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-${name}-error` : undefined,
  });

  const errorText = (name: keyof typeof fields, error: FieldError | undefined) =>
    error?.message ? (
      <p id={`${id}-${name}-error`} className="mt-2 text-small text-danger-700">
        {error.message}
      </p>
    ) : null;

  const label = (name: keyof typeof fields, optional = false) => (
    <label htmlFor={`${id}-${name}`} className="block text-small font-semibold text-ink-900">
      {fields[name].label}
      {optional && <span className="ml-1 font-normal text-ink-600">{copy.optional}</span>}
    </label>
  );

  return (
    <>
      <form
        // Without JavaScript the browser posts the form itself: to the endpoint, or as an email.
        action={endpoint ?? `mailto:${email}`}
        method="post"
        encType={endpoint ? undefined : 'text/plain'}
        noValidate={hydrated}
        onSubmit={(event) => {
          if (sendingRef.current) {
            event.preventDefault();
            return;
          }
          void handleSubmit(onValid)(event);
        }}
        className="relative grid gap-6 sm:grid-cols-2"
      >
        <div>
          {label('name')}
          <input
            type="text"
            required
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
            autoComplete="email"
            inputMode="email"
            placeholder={fields.email.placeholder}
            className={fieldClass}
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
            placeholder={fields.phone.placeholder}
            className={fieldClass}
            {...describe('phone', errors.phone)}
            {...register('phone')}
          />
        </div>
        <div>
          {label('subject')}
          <select
            required
            className={cn(fieldClass, 'h-12 pr-10')}
            {...describe('subject', errors.subject)}
            {...register('subject', { required: messages.subjectRequired })}
          >
            <option value="">{fields.subject.placeholder}</option>
            {copy.subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
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
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register(HONEYPOT_FIELD)}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            {sending ? copy.sending : copy.submit}
          </Button>
        </div>
      </form>
      <Toaster position="bottom-right" richColors closeButton />
    </>
  );
}
