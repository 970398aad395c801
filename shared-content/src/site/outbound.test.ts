import tools from '../../content/tools.json';
import { OUTBOUND_PAGE_KINDS, outboundDestination, outboundHref, outboundRel } from './outbound';
import { POPULARITY_THRESHOLD, popularityFrom, type PopularityFile } from '../domain/popularity';
import { ToolSchema } from '../content/schemas/tool';
import { LINK_DISCLOSURE } from './constants';

describe('outbound tool links', () => {
  it('go through /go/{id} with the kind of page they are on', () => {
    expect(outboundHref({ id: 'chatgpt' }, 'directory')).toBe('/go/chatgpt?from=directory');
    expect(OUTBOUND_PAGE_KINDS).toEqual(expect.arrayContaining(['tool', 'directory', 'article', 'quiz']));
  });

  it('lead to the affiliate URL when a tool has one, marked sponsored; else to the vendor, not sponsored', () => {
    const fixture = ToolSchema.parse({ ...tools[0], id: 'fixture-tool', affiliateUrl: 'https://partner.example/fixture?ref=toolverse' });
    expect(outboundDestination(fixture)).toBe('https://partner.example/fixture?ref=toolverse');
    expect(outboundRel(fixture).split(' ')).toContain('sponsored');
    const plain = ToolSchema.parse(tools[0]);
    expect(outboundDestination(plain)).toBe(plain.url);
    expect(outboundRel(plain)).toBe('nofollow noopener noreferrer');
  });

  it('refuses an affiliate URL that is not https', () => {
    expect(ToolSchema.safeParse({ ...tools[0], affiliateUrl: 'http://partner.example/x' }).success).toBe(false);
  });

  it('are disclosed as they are: the disclosure says none is an affiliate link only while no tool has an affiliate URL', () => {
    const affiliates = tools.filter((tool) => 'affiliateUrl' in tool);
    // The day one is added, this fails until the disclosure names which links are affiliate links.
    expect(affiliates).toEqual([]);
    expect(LINK_DISCLOSURE).toMatch(/None of them is an affiliate link today/);
  });
});

describe('measured popularity', () => {
  const flagged = [
    { id: 'a', topPick: true, trending: false },
    { id: 'b', topPick: true, trending: true },
    { id: 'c', topPick: false, trending: false },
    { id: 'd', topPick: false, trending: false },
    { id: 'e', topPick: false, trending: false },
    { id: 'f', topPick: false, trending: false },
  ];
  const file = (tools: PopularityFile['tools'], readers = { readerDays: 40, activeDays: 12 }): PopularityFile => ({
    to: '2026-11-25',
    days: 30,
    trendingDays: 7,
    tools,
    ...readers,
  });
  const many = {
    f: { clicks: 30, recent: 1 },
    e: { clicks: 10, recent: 8 },
    d: { clicks: 5, recent: 5 },
    c: { clicks: 5, recent: 0 },
    b: { clicks: 1, recent: 0 },
    gone: { clicks: 500, recent: 500 },
  };

  it("falls back to the editors' picks, saying so, below the threshold", () => {
    const few = popularityFrom(file({ c: { clicks: 40, recent: 10 }, d: { clicks: 9, recent: 1 } }), flagged);
    expect(few.basis).toBe('editors');
    expect(few.label).toBe("Editors' picks");
    expect(few.note).toContain(
      `${POPULARITY_THRESHOLD.clicks} in 30 days across ${POPULARITY_THRESHOLD.tools} tools, from ${POPULARITY_THRESHOLD.readers} readers on ${POPULARITY_THRESHOLD.days} days`,
    );
    expect(few.topFive).toEqual(['a', 'b']);
    expect([...few.trending]).toEqual(['b']);
    expect(popularityFrom({ ...file({}), to: null }, flagged).basis).toBe('editors');
  });

  it('needs the clicks to come from enough readers on enough days: a script or one busy day does not rank', () => {
    const threshold = { readerDays: POPULARITY_THRESHOLD.readers, activeDays: POPULARITY_THRESHOLD.days };
    expect(popularityFrom(file(many, threshold), flagged).basis).toBe('measured');
    expect(popularityFrom(file(many, { ...threshold, readerDays: POPULARITY_THRESHOLD.readers - 1 }), flagged).basis).toBe('editors');
    expect(popularityFrom(file(many, { ...threshold, activeDays: POPULARITY_THRESHOLD.days - 1 }), flagged).basis).toBe('editors');
    // An export made before readers were counted says nothing about them.
    const { readerDays: _readers, activeDays: _days, ...older } = file(many);
    expect(popularityFrom(older, flagged).basis).toBe('editors');
  });

  it('ranks by the last 30 days of clicks once there are enough, and marks the most clicked of the last 7 days trending', () => {
    const measured = popularityFrom(file(many), flagged);
    expect(measured.basis).toBe('measured');
    expect(measured.label).toBe('Most visited in the last 30 days');
    expect(measured.note).toContain('in the 30 days to November 25, 2026 (51 clicks');
    expect(measured.topFive).toEqual(['f', 'e', 'c', 'd', 'b']);
    expect([...measured.trending]).toEqual(['e', 'd']);
  });
});
