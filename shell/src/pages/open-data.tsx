import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import {
  FIGURE_RULE,
  OPEN_DATA_FIELDS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_TITLE,
  OPEN_DATA_VERSION,
  PLANS_CSV_COLUMNS,
  type FieldGroup,
} from '@toolverse/shared-content/site/open-data';
import { paths } from '@toolverse/shared-content/site/paths';
import sources from '@toolverse/shared-content/content/generated/plan-sources.json';
import { LegalPage } from './legal-page';

function Fields({ group, id }: { group: FieldGroup; id: string }) {
  return (
    <section aria-labelledby={`fields-${id}`}>
      <h3 id={`fields-${id}`} className="mt-6 text-lg font-semibold text-ink">
        {group.title}
      </h3>
      <p className="mt-1">{group.about}</p>
      <dl className="mt-3 space-y-2">
        {Object.entries(group.fields).map(([name, description]) => (
          <div key={name}>
            <dt className="font-mono text-sm text-ink">{name}</dt>
            <dd className="text-sm">{description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The open data: what the files are, what each field means, the rule for a figure, and how to cite it. */
export function OpenDataPage() {
  return (
    <LegalPage
      path={paths.data.page}
      name="Open data: plans, prices and their history"
      updated="November 29, 2026"
      description="Every tool's plans and prices in The Arsenal, each with its dated, pinned source, every reading and every correction, as JSON and CSV under CC BY 4.0, with a feed per tool and llms.txt."
    >
      <p>
        Everything {SITE_NAME} knows about the plans of the tools in The Arsenal is published here as files you may reuse, under{' '}
        <a href={OPEN_DATA_LICENCE.url}>{OPEN_DATA_LICENCE.name}</a>: each tool&apos;s plans and prices with the source of every figure and
        the day it was read, every reading of its plans we recorded, and every fact we corrected. They are the same record every page of the
        site shows, written by the same build, so a figure here is the figure on the tool&apos;s page.
      </p>

      <h2 id="files">The files</h2>
      <ul>
        <li>
          <a href={paths.data.tools}>tools.json</a>: every tool, in one file.
        </li>
        <li>
          One file per tool, in the same format: <code>{paths.data.tool('{id}')}</code>, for example{' '}
          <a href={paths.data.tool('chatgpt')}>ChatGPT&apos;s</a>. A tool&apos;s id is the last part of its page&apos;s address.
        </li>
        <li>
          <a href={paths.data.plansCsv}>plans.csv</a>: every plan of every tool&apos;s record, one row each, with its source and the day it
          was read.
        </li>
        <li>
          <a href={paths.data.schema}>schema.json</a>: the JSON Schema (draft 2020-12) the JSON files follow.
        </li>
        <li>
          A feed per tool (Atom), linked from its page: each reading of its plans, what it changed, and each correction. All tools at once:{' '}
          <a href={paths.tools.changesFeed}>the changes feed</a>.
        </li>
        <li>
          <a href={paths.llms}>llms.txt</a>, for language models: what the site is, where the data is, how figures are dated; and{' '}
          <a href={paths.llmsFull}>llms-full.txt</a>, every tool&apos;s current plans in one text.
        </li>
      </ul>
      <p>
        The files are rebuilt with the site. Each JSON file says the day it was last updated (<code>updated</code>: the newest day anything
        in it was recorded) and the version of its format (<code>version</code>, now {OPEN_DATA_VERSION}): a new field raises the minor
        number, a renamed or removed field the major one. Every file may be read from any origin, and answers a conditional request with 304
        when it has not changed.
      </p>

      <h2 id="rule">The rule for a figure</h2>
      <ul>
        {FIGURE_RULE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Which source stands when several give a figure, and when a figure is current, is explained under{' '}
        <a href={`${paths.about}#prices`}>where our prices come from</a>.
      </p>

      <h2 id="fields">The fields</h2>
      {Object.entries(OPEN_DATA_FIELDS).map(([id, group]) => (
        <Fields key={id} id={id} group={group} />
      ))}
      <Fields
        id="csv"
        group={{
          title: 'plans.csv',
          about: 'One row per plan, in the order of tools.json; an empty cell is a fact the plan has not.',
          fields: PLANS_CSV_COLUMNS,
        }}
      />

      <h2 id="cite">How to cite</h2>
      <p>
        Credit {SITE_NAME} and link this page, for example: <q>{`${SITE_NAME}, “${OPEN_DATA_TITLE}”, ${OPEN_DATA_LICENCE.name}`}</q>, with a
        link to this page. When you quote a price, give its source and the day it was read, as the data does, and link the tool&apos;s page.
      </p>
      {sources.licensed.length > 0 && (
        <>
          <p>Some figures come from datasets published under a licence; credit them too (each file lists them under credits):</p>
          <ul>
            {sources.licensed.map((dataset) => (
              <li key={dataset.publisher}>
                {dataset.urls[0] ? <a href={dataset.urls[0]}>{dataset.publisher}</a> : dataset.publisher}
                {`, licensed ${dataset.licence}: figures for ${dataset.tools.length} ${dataset.tools.length === 1 ? 'tool' : 'tools'}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Found a figure that is wrong? Tell us, with the page that says otherwise, as{' '}
        <a href={`${paths.about}#corrections`}>our corrections</a> explain.
      </p>
    </LegalPage>
  );
}
