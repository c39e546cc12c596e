import type { ContactCopy } from './types';

export const contactCopy = {
  title: 'Contact',
  description:
    'Tell us about your project. Send us a message, call or email us, and we will get back to you as soon as possible.',
  heading: 'Get in touch',
  intro: 'Have a project in mind? We would love to hear about it.',
  form: {
    heading: 'Send us a message',
    intro: 'Tell us a little about what you need. Fields marked optional can be left empty.',
    fields: {
      name: { label: 'Full Name', placeholder: 'Jane Doe' },
      email: { label: 'Email', placeholder: 'jane@company.com' },
      phone: { label: 'Phone', placeholder: '+1 (555) 000-0000' },
      subject: { label: 'Subject', placeholder: 'Select a subject' },
      message: { label: 'Message', placeholder: 'Tell us about your project, goals and timeline.' },
    },
    optional: '(optional)',
    legend: 'Your details and message',
    subjects: [
      { value: 'general', label: 'General Inquiry' },
      { value: 'project', label: 'Project Request' },
      { value: 'collaboration', label: 'Collaboration' },
      { value: 'other', label: 'Other' },
    ],
    errors: {
      nameRequired: 'Please enter your full name.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@example.com.',
      subjectRequired: 'Please select a subject.',
      messageRequired: 'Please enter a message.',
    },
    honeypotLabel: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending...',
    success: {
      title: 'Message sent successfully!',
      description: "We'll get back to you as soon as possible.",
    },
    noScript:
      'Sending this form needs JavaScript, which is off in this browser. Please email us at',
    failure: {
      title: 'Your message was not sent.',
      description: 'Your text is still in the form. Please try again, or email us at',
    },
    unconfirmed: {
      title: 'We could not confirm that your message arrived.',
      description:
        'It may have reached us, and your text is still in the form. If you do not hear from us, please email us at',
    },
    notReady: {
      queued: 'Your message will be sent as soon as the page has finished loading.',
      late: 'The form is taking longer than usual to get ready. Your text is safe here; if it does not send, please email us at',
      failed:
        'The form could not finish loading, but your text is still here. Please copy it and email us at',
    },
    interrupted: {
      title: 'Your last message may already have reached us.',
      description:
        'The page was reloaded while it was sending, so we could not confirm it. Your text is back in the form; before sending it again, you could email us at',
    },
    captcha: {
      label: 'Spam check',
      loading: 'Loading the spam check…',
      waiting: 'Your message will be sent as soon as the spam check has finished.',
      unsolved: 'Please complete the spam check above, then send your message again.',
      failed: {
        title: 'The spam check could not finish.',
        description: 'Your text is still in the form. Please try again in a moment, or email us at',
      },
      noScript:
        'Without JavaScript the spam check cannot run, so the form service may turn your message away. If it does, please email us at',
    },
  },
  info: {
    heading: 'Contact information',
    intro: 'Prefer to talk directly? Reach us by email or phone during business hours.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    hoursLabel: 'Business hours',
  },
} as const satisfies ContactCopy;
