import type * as Analytics from '@/lib/browser/analytics';

const tracker = { pageview: jest.fn(), event: jest.fn() };
const connect = jest.fn(() => tracker);
jest.mock('@/lib/browser/analytics/plausible', () => ({ plausible: connect }));

const PLAUSIBLE = {
  provider: 'plausible',
  endpoint: 'https://stats.example.org/api/event',
  domain: 'example.com',
} as const;

// The module keeps one page's state: each case loads it afresh.
function freshAnalytics() {
  let analytics: typeof Analytics | undefined;
  jest.isolateModules(() => {
    analytics = jest.requireActual<typeof Analytics>('@/lib/browser/analytics');
  });
  if (!analytics) throw new Error('lib/browser/analytics did not load');
  return analytics;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each started module wraps the history methods; each case starts from the browser's own.
const { pushState, replaceState } = history;

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = '';
  Object.assign(history, { pushState, replaceState });
  pushState.call(history, null, '', '/');
});

describe('analytics', () => {
  it('loads nothing and counts nothing when the build names no provider', async () => {
    const analytics = freshAnalytics();
    analytics.trackEvent(analytics.ANALYTICS_EVENTS.notFound, { path: '/x' });
    analytics.startAnalytics({ provider: 'none' });
    history.pushState(null, '', '/about/');
    await settle();
    expect(connect).not.toHaveBeenCalled();
  });

  it('counts each page the address shows once, and events reported before the tracker was ready', async () => {
    const analytics = freshAnalytics();
    analytics.trackEvent(analytics.ANALYTICS_EVENTS.notFound, { path: '/missing' });
    analytics.startAnalytics(PLAUSIBLE);
    analytics.startAnalytics(PLAUSIBLE);
    // The router rewrites the state of the page it shows: not a new page.
    history.replaceState({ tree: 1 }, '', '/');
    await settle();
    history.pushState(null, '', '/about/');
    history.pushState(null, '', '/about/');
    // Back to the same page, then to the first.
    for (let step = 0; step < 2; step++) {
      const moved = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
      history.back();
      await moved;
    }
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith(PLAUSIBLE);
    // '/', '/about/', and '/' again after Back.
    expect(tracker.pageview).toHaveBeenCalledTimes(3);
    expect(tracker.event).toHaveBeenCalledWith('404', { path: '/missing' });
  });

  it.each([
    ['email', 'mailto:hello@example.com', 'Email Link: Click'],
    ['phone', 'tel:+15550000000', 'Phone Link: Click'],
    ['social', 'https://social.example/agency', 'Social Link: Click'],
  ])('counts a click on a %s link with its address', async (kind, href, name) => {
    const analytics = freshAnalytics();
    analytics.startAnalytics(PLAUSIBLE);
    await settle();
    const link = document.createElement('a');
    link.href = href;
    link.setAttribute(analytics.TRACKED_LINK_ATTRIBUTE, kind);
    link.innerHTML = '<span>inner</span>';
    // The link is not followed in jsdom; the listener only reads it.
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.querySelector('span')?.click();
    expect(tracker.event).toHaveBeenCalledWith(name, { url: link.href });
  });

  it('ignores clicks elsewhere, and goes on without a tracker that failed to load', async () => {
    connect.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const analytics = freshAnalytics();
    analytics.startAnalytics(PLAUSIBLE);
    await settle();
    document.body.innerHTML = '<a href="/about">About</a>';
    document.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')?.click();
    expect(() => history.pushState(null, '', '/about/')).not.toThrow();
    expect(tracker.event).not.toHaveBeenCalled();
  });
});
