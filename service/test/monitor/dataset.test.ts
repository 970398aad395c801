import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readDataset, valueAt } from '../../src/monitor/extract/dataset.js';
import type { DatasetMapping } from '../../src/monitor/types.js';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

const VOXLY: DatasetMapping = {
  plans: 'tools[id=voxly].plans',
  name: 'name',
  monthly: 'price.monthly',
  yearly: 'price.yearly',
  read: 'tools[id=voxly].checked',
};
const METRICLY: DatasetMapping = {
  plans: 'tools[slug=metricly].pricing.plans',
  name: 'plan',
  monthly: 'usd_month',
  yearly: 'usd_month_billed_yearly',
  unstated: 'usd',
  read: 'tools[slug=metricly].verified_at',
};

describe('readDataset', () => {
  it('reads one tool of a JSON dataset through its mapping, with the day its publisher read the page', () => {
    const read = readDataset(fixture('dataset-tools.json'), 'json', VOXLY);
    assert.equal(read.method, 'dataset');
    assert.equal(read.read, '2026-10-03');
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Starter', monthly: 6, yearly: 5 },
      { name: 'Creator', monthly: 22, yearly: 18.33 },
      { name: 'Enterprise', sales: true },
    ]);
    // "Custom" is text, not a number the file states.
    assert.equal(read.exact, false);
    assert.equal(read.owner, null);
    assert.match(read.snippet, /^\[\{"name":"Free"/);
  });

  it('picks the tool by its key: another tool of the same file gives its own plans and day', () => {
    const read = readDataset(fixture('dataset-tools.json'), 'json', {
      ...VOXLY,
      plans: 'tools[id=clipforge].plans',
      read: 'tools[id=clipforge].checked',
    });
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Hobbyist', monthly: 24, yearly: 16 },
    ]);
    assert.equal(read.exact, true);
    assert.equal(read.read, '2026-09-28');
    // A figure field no plan of the tool has (none is billed that way) is no problem.
    assert.deepEqual(readDataset(fixture('dataset-tools.json'), 'json', { ...VOXLY, unstated: 'price.unstated' }).problems, []);
  });

  it('reads a YAML dataset, a timestamp as its day, and a price the file does not bill as unstated', () => {
    const read = readDataset(fixture('dataset-tools.yaml'), 'yaml', METRICLY);
    assert.equal(read.method, 'dataset');
    assert.equal(read.read, '2026-09-14');
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Plus', monthly: 20, yearly: 16 },
      { name: 'Team', unstated: 12.5 },
    ]);
    assert.equal(read.exact, true);
    assert.deepEqual(read.problems, []);
  });

  it('finds nothing, naming the path, when a path of the mapping matches nothing', () => {
    const gone = readDataset(fixture('dataset-tools.json'), 'json', { ...VOXLY, plans: 'tools[id=jasper].plans' });
    assert.equal(gone.method, null);
    assert.deepEqual(gone.plans, []);
    assert.match(gone.problems.join(), /"tools\[id=jasper\]\.plans" matches nothing .*"\[id=jasper\]"/);
    const undated = readDataset(fixture('dataset-tools.json'), 'json', { ...VOXLY, read: 'tools[id=voxly].updated' });
    assert.equal(undated.method, null);
    assert.match(undated.problems.join(), /"tools\[id=voxly\]\.updated"/);
    const renamed = readDataset(fixture('dataset-tools.yaml'), 'yaml', {
      ...METRICLY,
      monthly: 'price_month',
      yearly: undefined,
      unstated: undefined,
    });
    assert.equal(renamed.method, null);
    assert.match(renamed.problems.join(), /monthly "price_month" path matches nothing/);
  });

  it('says when the file does not parse', () => {
    const read = readDataset('tools: [unclosed', 'yaml', METRICLY);
    assert.equal(read.method, null);
    assert.match(read.problems.join(), /does not parse as YAML/);
  });
});

describe('valueAt', () => {
  const data = { tools: [{ id: 7, plans: [{ name: 'A' }, { name: 'B' }] }] };
  it('follows keys, [key=value] (comparing as text) and [index]', () => {
    assert.deepEqual(valueAt(data, 'tools[id=7].plans[1].name'), { value: 'B' });
    assert.deepEqual(valueAt(data, 'tools[id="7"].plans[0]'), { value: { name: 'A' } });
    assert.deepEqual(valueAt(data, 'tools[id=8].plans'), { missing: '[id=8]' });
  });
});
