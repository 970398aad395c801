import { buildSearchIndex, loadSearchIndex, searchEverything, type SearchDocument } from './search';

const DOCUMENTS: SearchDocument[] = [
  {
    id: '/tools/zapier',
    kind: 'tool',
    title: 'Zapier',
    description: 'Connects thousands of apps so a trigger in one starts actions in others, without code.',
    category: 'Automation',
    text: 'Moves data between your apps freelancers marketers',
  },
  {
    id: '/tools/canva',
    kind: 'tool',
    title: 'Canva',
    description: 'A design tool for social graphics, presentations and video, with AI features built in.',
    category: 'Design',
    text: 'Templates for every format designers marketers',
  },
  {
    id: '/blog/automate-freelance-workflow',
    kind: 'article',
    title: 'How to Automate Your Freelance Workflow',
    description: 'A client pipeline that mostly runs itself.',
    category: 'Work Smarter',
    text: 'Connect the form to your project board with Zapier. The invoice goes out on a schedule, and the kanban board updates itself.',
  },
  {
    id: '/blog/design-with-canva',
    kind: 'article',
    title: 'Social Graphics in Canva with AI Help',
    description: 'Make a week of posts in an afternoon.',
    category: 'Creator AI Tools',
    text: 'Start from a template and resize it for every network.',
  },
];

const index = () => loadSearchIndex(buildSearchIndex(DOCUMENTS));
const ids = (query: string) => searchEverything(index(), query).map((hit) => hit.id);

describe('search everything', () => {
  it('finds a tool by name before the articles that mention it', () => {
    expect(ids('zapier')).toEqual(['/tools/zapier', '/blog/automate-freelance-workflow']);
  });

  it('finds an article by a word that appears only in its body', () => {
    expect(ids('kanban')).toEqual(['/blog/automate-freelance-workflow']);
  });

  it('finds tools by category and by description', () => {
    expect(ids('automation')).toContain('/tools/zapier');
    expect(ids('presentations')).toEqual(['/tools/canva']);
  });

  it('ranks a title match above a body match', () => {
    expect(ids('canva')).toEqual(['/tools/canva', '/blog/design-with-canva']);
  });

  it('needs every word typed, the last one as a prefix, so results follow the typing', () => {
    expect(ids('zapier invo')).toEqual(['/blog/automate-freelance-workflow']);
    expect(ids('canva kanban')).toEqual([]);
  });

  it('forgives a typo in a longer word, not in a short one', () => {
    expect(ids('zappier')).toContain('/tools/zapier');
    expect(ids('cnva')).toEqual([]);
  });

  it('answers nothing for an empty query and carries what a result shows', () => {
    expect(searchEverything(index(), '   ')).toEqual([]);
    const [hit] = searchEverything(index(), 'zapier');
    expect(hit).toMatchObject({ kind: 'tool', title: 'Zapier', category: 'Automation', description: DOCUMENTS[0]?.description });
  });

  it('refuses two documents with one id, and an index that is not one', () => {
    expect(() => buildSearchIndex([DOCUMENTS[0] as SearchDocument, DOCUMENTS[0] as SearchDocument])).toThrow(/two documents have the id/);
    expect(() => loadSearchIndex('{"nope":true}')).toThrow();
  });
});
