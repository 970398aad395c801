// The compare page's one server rule: ids that name no tool get the not-found page, anything else the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { comparesNoTool } from '../src/compare-request';

const pages = new Set(['/tools/jasper/alternatives', '/tools/copy-ai/alternatives', '/tools/automation']);
const hasPage = (url: string) => pages.has(url);

test('a compare URL naming no tool at all is not found', () => {
  assert.equal(comparesNoTool('/tools/compare', '?ids=nope', hasPage), true);
  assert.equal(comparesNoTool('/tools/compare', '?ids=nope,nada&ids=', hasPage), true);
  // A preset view is a page of /tools but no tool; a path trick is no id.
  assert.equal(comparesNoTool('/tools/compare', '?ids=automation', hasPage), true);
  assert.equal(comparesNoTool('/tools/compare', '?ids=../jasper', hasPage), true);
});

test('a compare URL with one tool or more, or with no ids (the picker), is the page', () => {
  assert.equal(comparesNoTool('/tools/compare', '?ids=nope,jasper', hasPage), false);
  assert.equal(comparesNoTool('/tools/compare', '?ids=Jasper&ids=copy-ai', hasPage), false);
  assert.equal(comparesNoTool('/tools/compare', '', hasPage), false);
  assert.equal(comparesNoTool('/tools/compare', '?ids=', hasPage), false);
  assert.equal(comparesNoTool('/tools', '?ids=nope', hasPage), false);
});
