import { QUIZ_FACTS } from '@toolverse/shared-content/content/quiz-ids';
import { outboundHref, outboundRel } from '@toolverse/shared-content/site/outbound';
import { paths } from '@toolverse/shared-content/site/paths';
import { descriptionOf } from '@toolverse/shared-content/content/article-descriptions';
import { TOP_TOOLS, articlesInCategory } from '@toolverse/shared-content/content/articles';

const panelClass = 'rounded-2xl border border-space-700 bg-space-900 p-5';

/** How long the quizzes take, from the quizzes' own facts: "3-5". */
const quizMinutes = Object.values(QUIZ_FACTS).map((quiz) => quiz.minutes);
const QUIZ_MINUTES = `${Math.min(...quizMinutes)}-${Math.max(...quizMinutes)}`;

export function BlogSidebar() {
  const battle = articlesInCategory('tool-battles')[0];
  return (
    <aside aria-label="Blog extras" className="space-y-6 max-lg:render-lazily-[42rem]">
      <section
        aria-labelledby="quiz-promo"
        className="rounded-2xl border border-glow-violet/40 bg-gradient-to-br from-space-800 to-space-900 p-5"
      >
        <h2 id="quiz-promo" className="font-bold text-ink">
          Not sure which tool fits?
        </h2>
        <p className="mt-2 text-sm text-muted">{`Take a ${QUIZ_MINUTES} minute quiz and get three tools matched to how you work.`}</p>
        <a
          href={paths.quizzes.index}
          className="mt-4 inline-block rounded-full bg-glow-cyan px-4 py-2 text-sm font-semibold text-space-950 hover:bg-white"
        >
          Take a quiz
        </a>
      </section>
      <section aria-labelledby="top-tools" className={panelClass}>
        <h2 id="top-tools" className="font-bold text-ink">
          Top tools of the month
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {TOP_TOOLS.map((tool, index) => (
            <li key={tool.id} className="flex items-baseline gap-2">
              <span className="w-4 text-muted">{index + 1}.</span>
              <a href={outboundHref(tool, 'blog')} target="_blank" rel={outboundRel(tool)} className="text-ink hover:text-glow-cyan">
                {tool.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <span className="text-xs text-muted">{tool.category}</span>
            </li>
          ))}
        </ol>
        <a href={paths.tools.index} className="mt-4 inline-block text-sm text-glow-cyan underline">
          See all tools
        </a>
      </section>
      {battle && (
        <section aria-labelledby="battle-teaser" className={panelClass}>
          <h2 id="battle-teaser" className="font-bold text-ink">
            Tool battle of the week
          </h2>
          <p className="mt-2 text-sm text-muted">{descriptionOf(battle.slug)}</p>
          <a href={paths.blog.article(battle.slug)} className="mt-3 inline-block text-sm font-semibold text-glow-cyan underline">
            {battle.title}
          </a>
        </section>
      )}
    </aside>
  );
}
