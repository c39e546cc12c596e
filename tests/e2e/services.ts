import { analyticsOf, captchaOf } from '@/lib/env.mjs';
import { analyticsSources, captchaSources } from '@/lib/third-parties.mjs';
import { captchaField } from '@/lib/vendors.mjs';
import type { Variant } from '@/tests/harness/variants.mjs';

/** The analytics and captcha a test build has, read as its build read them. */
export function servicesOf(variant: Variant) {
  const analytics = analyticsOf(variant.env);
  const captcha = captchaOf(variant.env);
  const counted = analyticsSources(analytics);
  const checked = captchaSources(captcha);
  const origins = (sources: typeof counted) =>
    [...sources.script, ...sources.connect, ...sources.frame].filter((o) => o.startsWith('http'));
  return {
    analytics,
    captcha,
    /** The field its token travels in, if it has a captcha. */
    tokenField: captchaField(captcha.kind),
    /** Every origin its pages reach for these services (the contact page's captcha included). */
    origins: [...new Set([...origins(counted), ...origins(checked)])],
    counted,
    checked,
  };
}
