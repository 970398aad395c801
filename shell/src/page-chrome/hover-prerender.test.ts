import { HOVER_INTENT_MS, PRERENDER_ATTRIBUTE, prerenderOnHover, prerenderUrl } from './hover-prerender';
import { SPECULATION_RULES } from '../speculation-rules';

const link = (href: string, attributes: Record<string, string> = {}) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
};

/** jsdom has no PointerEvent: a mouse event that says which pointer it was. */
const pointer = (type: string, target: Element, pointerType = 'mouse', relatedTarget: Element | null = null) =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget }), { pointerType }));

describe('prerendering the link the mouse rests on', () => {
  beforeAll(() => {
    window.history.replaceState(null, '', '/blog');
    prerenderOnHover();
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  const marked = () => [...document.querySelectorAll(`[${PRERENDER_ATTRIBUTE}]`)].map((anchor) => anchor.getAttribute('href'));

  it('marks a link after the pointer has rested on it, and moves the mark to the next one', () => {
    const quizzes = link('/quizzes');
    const guide = link('/guide');
    pointer('pointerover', quizzes);
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(marked()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(marked()).toEqual(['/quizzes']);
    pointer('pointerover', guide);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(marked()).toEqual(['/guide']);
  });

  it('marks nothing for a pointer passing over, a press or a touch', () => {
    const quizzes = link('/quizzes');
    const guide = link('/guide');
    pointer('pointerover', quizzes);
    pointer('pointerout', quizzes, 'mouse', document.body);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    pointer('pointerover', guide);
    pointer('pointerdown', guide);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    pointer('pointerover', quizzes, 'touch');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(marked()).toEqual([]);
  });

  it('never prerenders the outbound redirects, one-reader pages, files, other sites, this page or links that open elsewhere', () => {
    const here = window.location;
    expect(prerenderUrl(link('/tools/chatgpt?from=home'), here)).toBe('/tools/chatgpt?from=home');
    for (const refused of [
      link('/go/chatgpt?from=directory'),
      link('/newsletter/confirm?token=x'),
      link('/tools/changes.xml'),
      link('https://openai.com/'),
      link('/blog#top'),
      link('/tools', { target: '_blank' }),
      link('/tools', { rel: 'nofollow' }),
      link('/rss.xml', { download: '' }),
    ])
      expect(prerenderUrl(refused, here)).toBeNull();
  });

  it('writes rules that prerender only a marked link of the site, at once', () => {
    const rules = JSON.parse(SPECULATION_RULES) as { prerender: { where: { and: unknown[] }; eagerness: string }[] };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]?.eagerness).toBe('immediate');
    expect(rules.prerender[0]?.where.and).toContainEqual({ selector_matches: `a[${PRERENDER_ATTRIBUTE}]` });
    expect(rules.prerender[0]?.where.and).toContainEqual({ not: { href_matches: '/go/*' } });
  });
});
