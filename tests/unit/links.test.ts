import { isPlaceholderUrl } from '@/lib/server/links';

describe('isPlaceholderUrl', () => {
  it.each(['#', '', '  ', '#top', 'javascript:void(0)', 'not a url', 'mailto:a@example.com'])(
    'treats %p as a placeholder',
    (url) => {
      expect(isPlaceholderUrl(url)).toBe(true);
    },
  );

  it.each(['https://demo.example.com', 'https://github.com/example/shop', 'http://example.com/'])(
    'treats %p as a real address',
    (url) => {
      expect(isPlaceholderUrl(url)).toBe(false);
    },
  );
});
