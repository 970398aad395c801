import { articleComparisons, idsOfComparison, parseCompareIds } from './compare';

const known = new Set(['jasper', 'copy-ai', 'chatgpt', 'claude', 'google-gemini', 'canva']);
const isTool = (id: string) => known.has(id);
const parse = (query: string) => parseCompareIds(new URLSearchParams(query), isTool);

describe('a compare URL', () => {
  it('reads the shareable comma list and the form’s repeated ids alike', () => {
    expect(parse('ids=jasper,copy-ai')).toEqual({ ids: ['jasper', 'copy-ai'], unknown: [], dropped: [] });
    expect(parse('ids=jasper&ids=copy-ai')).toEqual({ ids: ['jasper', 'copy-ai'], unknown: [], dropped: [] });
    expect(parse('ids=jasper,%20Copy-AI,,jasper')).toEqual({ ids: ['jasper', 'copy-ai'], unknown: [], dropped: [] });
  });

  it('names the ids The Arsenal does not have and keeps the others', () => {
    expect(parse('ids=jasper,nope,copy-ai')).toEqual({ ids: ['jasper', 'copy-ai'], unknown: ['nope'], dropped: [] });
    expect(parse('ids=nope,nada')).toEqual({ ids: [], unknown: ['nope', 'nada'], dropped: [] });
    expect(parse('')).toEqual({ ids: [], unknown: [], dropped: [] });
  });

  it('keeps at most four tools, in the order asked, and says which were left out', () => {
    expect(parse('ids=jasper,copy-ai,chatgpt,claude,canva,google-gemini')).toEqual({
      ids: ['jasper', 'copy-ai', 'chatgpt', 'claude'],
      unknown: [],
      dropped: ['canva', 'google-gemini'],
    });
  });
});

describe('a clean comparison URL', () => {
  it('names two to four known tools, each once', () => {
    expect(idsOfComparison('jasper-vs-copy-ai', isTool)).toEqual(['jasper', 'copy-ai']);
    expect(idsOfComparison('chatgpt-vs-google-gemini-vs-claude', isTool)).toEqual(['chatgpt', 'google-gemini', 'claude']);
    expect(idsOfComparison('jasper', isTool)).toBeNull();
    expect(idsOfComparison('jasper-vs-jasper', isTool)).toBeNull();
    expect(idsOfComparison('jasper-vs-nope', isTool)).toBeNull();
    expect(idsOfComparison('jasper-vs-copy-ai-vs-chatgpt-vs-claude-vs-canva', isTool)).toBeNull();
  });
});

describe('the comparisons our articles make', () => {
  it('are the Tool Battles articles that recommend two to four tools, once each', () => {
    const article = (slug: string, category: string, tools: string[]) => ({ slug, title: slug, category, tools });
    const comparisons = articleComparisons([
      article('a-vs-b', 'tool-battles', ['jasper', 'copy-ai']),
      article('roundup', 'tool-battles', ['jasper', 'copy-ai', 'chatgpt', 'claude', 'canva']),
      article('how-to', 'work-smarter', ['chatgpt', 'claude']),
      article('b-vs-a-again', 'tool-battles', ['copy-ai', 'jasper']),
      article('three-way', 'tool-battles', ['chatgpt', 'google-gemini', 'claude']),
    ]);
    expect(comparisons.map(({ ids, article: from }) => [from.slug, ids])).toEqual([
      ['a-vs-b', ['jasper', 'copy-ai']],
      ['three-way', ['chatgpt', 'google-gemini', 'claude']],
    ]);
  });
});
